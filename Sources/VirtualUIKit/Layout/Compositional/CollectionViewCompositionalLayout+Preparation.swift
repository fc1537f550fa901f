import Foundation

extension CollectionViewCompositionalLayout {
    /// Computes every frame; ``prepare()`` runs it.
    func prepareLayout() {
        itemFrames.removeAll(keepingCapacity: true)
        itemEstimated.removeAll(keepingCapacity: true)
        groups.removeAll(keepingCapacity: true)
        accessories.removeAll(keepingCapacity: true)
        sections.removeAll(keepingCapacity: true)
        layoutBoundaries.removeAll(keepingCapacity: true)
        contentSize = .zero
        hasEstimatedDimension = false
        listConfigurations.removeAll()
        let configuration = self.configuration
        axes = CompositionalAxes(isVertical: configuration.scrollDirection == .vertical)
        guard let collectionView else { return }
        let counts = collectionView.loadCountsIfNeeded()
        let size = collectionView.frame.size
        preparedSize = size
        var totalItems = 0
        for count in counts { totalItems += count }
        itemFrames.reserveCapacity(totalItems)
        itemEstimated.reserveCapacity(totalItems)
        sections.reserveCapacity(counts.count)
        let environment = CollectionLayoutEnvironment(container: CollectionLayoutContainer(contentSize: size))

        var main: CGFloat = 0
        let origin = IndexPath(itemIndex: 0, sectionIndex: 0)
        for boundary in configuration.boundarySupplementaryItems
        where boundary.alignment.isBefore(alongScrollDirection: configuration.scrollDirection) {
            layoutBoundaries.append(place(boundary, indexPath: origin, at: &main, in: size, isBefore: true))
        }
        var isFirstSection = true
        for (sectionIndex, count) in counts.enumerated() {
            let definition = sectionProvider(sectionIndex, environment)
            if let list = definition?.listConfiguration { listConfigurations[sectionIndex] = list }
            if definition != nil {
                if !isFirstSection { main += configuration.interSectionSpacing }
                isFirstSection = false
            }
            prepareSection(sectionIndex, count: count, definition: definition, at: &main, in: size)
        }
        for boundary in configuration.boundarySupplementaryItems
        where !boundary.alignment.isBefore(alongScrollDirection: configuration.scrollDirection) {
            layoutBoundaries.append(place(boundary, indexPath: origin, at: &main, in: size, isBefore: false))
        }
        contentSize = axes.size(main: main, cross: axes.cross(size))
        clampOrthogonalOffsets()
    }

    /// Lays out one section from `main` on, and moves `main` past it.
    private func prepareSection(
        _ sectionIndex: Int, count: Int, definition: CollectionLayoutSection?, at main: inout CGFloat, in size: CGSize
    ) {
        let firstItem = itemFrames.count
        var prepared = PreparedSection(
            minMain: main, maxMain: main, firstItem: firstItem, itemCount: count, firstGroup: groups.count,
            endGroup: groups.count, boundaries: [], decorations: [], behavior: .none, orthogonalLength: 0,
            crossLeadingInset: 0, hasDefinition: definition != nil)
        defer {
            // Items no group could take (a section without definition, or a group without subitems) are kept at a
            // zero frame, so that index arithmetic holds; a zero frame is never displayed.
            while itemFrames.count < firstItem + count {
                itemFrames.append(.zero)
                itemEstimated.append([])
            }
            prepared.endGroup = groups.count
            prepared.maxMain = main
            sections.append(prepared)
        }
        guard let definition else { return }
        let direction = configuration.scrollDirection
        prepared.behavior = definition.orthogonalScrollingBehavior
        let sectionPath = IndexPath(itemIndex: 0, sectionIndex: sectionIndex)
        let insets = definition.contentInsets
        let container = CGSize(
            width: max(0, size.width - insets.horizontal), height: max(0, size.height - insets.vertical))
        let crossLeading = axes.crossLeading(insets)
        let follows = definition.supplementariesFollowContentInsets
        let boundaryContainer = follows ? container : size
        let boundaryCross = follows ? crossLeading : 0
        main += definition.listConfiguration?.resolvedHeaderTopPadding ?? 0
        for boundary in definition.boundarySupplementaryItems
        where boundary.alignment.isBefore(alongScrollDirection: direction) {
            prepared.boundaries.append(
                place(
                    boundary, indexPath: sectionPath, at: &main, cross: boundaryCross, in: boundaryContainer,
                    isBefore: true))
        }
        main += axes.mainLeading(insets)
        prepared.crossLeadingInset = crossLeading
        let spacing = definition.interGroupSpacing
        let groupSize = definition.group.layoutSize.resolved(in: container)

        var cursor = 0
        var cross = crossLeading
        var lineLength: CGFloat = 0
        var reach = -CGFloat.greatestFiniteMagnitude
        var placedGroups = 0
        while cursor < count {
            let before = cursor
            let groupOrigin =
                prepared.isOrthogonal
                ? axes.point(main: main, cross: cross) : axes.point(main: main, cross: crossLeading)
            let firstGroupItem = itemFrames.count
            let firstAccessory = accessories.count
            let placed = place(
                definition.group, at: groupOrigin, size: groupSize, cursor: &cursor, section: sectionIndex,
                count: count, firstItem: firstItem)
            if cursor == before { break }
            let slot = CGRect(origin: groupOrigin, size: placed)
            var bounds = slot
            for frame in itemFrames[firstGroupItem...] where frame.size != .zero { bounds = bounds.union(frame) }
            for accessory in accessories[firstAccessory...] { bounds = bounds.union(accessory.frame) }
            reach = max(reach, prepared.isOrthogonal ? axes.crossMax(bounds) : axes.mainMax(bounds))
            groups.append(
                PreparedGroup(
                    slot: slot, bounds: bounds, reach: reach, firstItem: firstGroupItem, endItem: itemFrames.count,
                    firstAccessory: firstAccessory, endAccessory: accessories.count))
            placedGroups += 1
            if prepared.isOrthogonal {
                cross += axes.cross(placed) + spacing
                lineLength = max(lineLength, axes.main(placed))
            } else {
                main += axes.main(placed) + spacing
            }
        }
        if prepared.isOrthogonal {
            main += lineLength
            let crossEnd = placedGroups > 0 ? cross - spacing : cross
            prepared.orthogonalLength = crossEnd + (axes.isVertical ? insets.trailing : insets.bottom)
        } else if placedGroups > 0 {
            main -= spacing
        }
        main += axes.mainTrailing(insets)
        for boundary in definition.boundarySupplementaryItems
        where !boundary.alignment.isBefore(alongScrollDirection: direction) {
            prepared.boundaries.append(
                place(
                    boundary, indexPath: sectionPath, at: &main, cross: boundaryCross, in: boundaryContainer,
                    isBefore: false))
        }
        // A background spans the whole section, boundary items included, across the collection view's extent.
        let area = axes.rect(
            main: prepared.minMain, cross: 0, mainLength: main - prepared.minMain, crossLength: axes.cross(size))
        for decoration in definition.decorationItems {
            let inset = decoration.contentInsets
            let frame = CGRect(
                x: area.minX + inset.leading, y: area.minY + inset.top,
                width: max(0, area.width - inset.horizontal), height: max(0, area.height - inset.vertical))
            prepared.decorations.append(PreparedDecoration(kind: decoration.elementKind, frame: frame))
        }
    }

    /// Places a boundary item at `main` and `cross`, sized against `size`, and moves `main` past it.
    private func place(
        _ boundary: CollectionLayoutBoundarySupplementaryItem, indexPath: IndexPath, at main: inout CGFloat,
        cross: CGFloat = 0, in size: CGSize, isBefore: Bool
    ) -> PreparedBoundary {
        let estimated = EstimatedAxes(boundary.layoutSize)
        if !estimated.isEmpty { hasEstimatedDimension = true }
        let preferred =
            estimated.isEmpty
            ? nil : preferredSupplementarySizes[SupplementaryKey(kind: boundary.elementKind, indexPath: indexPath)]
        let resolved = estimated.applying(preferred, to: boundary.layoutSize.resolved(in: size))
        let frame = CGRect(origin: axes.point(main: main, cross: cross), size: resolved)
            .offsetBy(dx: boundary.offset.x, dy: boundary.offset.y)
        main += axes.main(resolved)
        return PreparedBoundary(
            kind: boundary.elementKind, frame: frame, pins: boundary.pinToVisibleBounds, isBefore: isBefore,
            estimated: estimated)
    }

    /// One slot of a group: the subitem and its planned size.
    private struct Slot {
        var item: CollectionLayoutItem
        var size: CGSize
    }

    /// Lays out `group` with its frame at `origin` and its proposed `size` (estimates for estimated dimensions),
    /// giving the next items of the section, from `cursor`, their frames. Returns the group's size.
    ///
    /// Items past the section's `count` take their slots without a frame, so a partly empty last group keeps the
    /// geometry of a full one.
    private func place(
        _ group: CollectionLayoutGroup, at origin: CGPoint, size: CGSize, cursor: inout Int, section: Int, count: Int,
        firstItem: Int
    ) -> CGSize {
        let insets = group.contentInsets
        let inner = CGSize(width: max(0, size.width - insets.horizontal), height: max(0, size.height - insets.vertical))
        let isHorizontal = group.axis == .horizontal
        let available = isHorizontal ? inner.width : inner.height
        let spacing = group.interItemSpacing?.spacing ?? 0
        let isFlexible = group.interItemSpacing?.isFlexibleSpacing ?? false
        if !EstimatedAxes(group.layoutSize).isEmpty { hasEstimatedDimension = true }

        func along(_ size: CGSize) -> CGFloat { isHorizontal ? size.width : size.height }
        func across(_ size: CGSize) -> CGFloat { isHorizontal ? size.height : size.width }
        func edges(_ item: CollectionLayoutItem) -> DirectionalEdgeInsets { item.edgeSpacing?.insets ?? .zero }
        func alongEdges(_ edge: DirectionalEdgeInsets) -> CGFloat { isHorizontal ? edge.horizontal : edge.vertical }
        func leafSize(_ item: CollectionLayoutItem, index: Int) -> CGSize {
            let resolved = item.layoutSize.resolved(in: inner)
            let estimated = EstimatedAxes(item.layoutSize)
            guard !estimated.isEmpty, index < count else { return resolved }
            return estimated.applying(
                preferredItemSizes[IndexPath(itemIndex: index, sectionIndex: section)], to: resolved)
        }

        // The plan: which subitems the group holds and their sizes, before any is placed.
        // Every slot takes at least one of the section's remaining items (or none, for a group without subitems), so
        // slots past the remaining items only matter when flexible spacing spreads leftover length over the planned
        // slots. Planning stops there, or 1,000 slots further for flexible spacing: a huge `count` or an infinite
        // group length costs no more than the section's items.
        let remaining = max(1, count - cursor)
        let slotLimit = isFlexible ? remaining + 1_000 : remaining
        var slots: [Slot] = []
        if let repeatCount = group.repeatCount, let subitem = group.subitems.first {
            let shared = (available - CGFloat(repeatCount - 1) * spacing) / CGFloat(repeatCount)
            for copy in 0..<min(repeatCount, remaining) {
                var planned =
                    subitem is CollectionLayoutGroup
                    ? subitem.layoutSize.resolved(in: inner) : leafSize(subitem, index: cursor + copy)
                if isHorizontal { planned.width = shared } else { planned.height = shared }
                slots.append(Slot(item: subitem, size: planned))
            }
        } else if !group.subitems.isEmpty {
            var used: CGFloat = 0
            var plannedLeaves = 0
            var leavesAreKnown = true
            var index = 0
            while slots.count < slotLimit {
                let subitem = group.subitems[index % group.subitems.count]
                let isGroup = subitem is CollectionLayoutGroup
                let planned =
                    isGroup || !leavesAreKnown
                    ? subitem.layoutSize.resolved(in: inner) : leafSize(subitem, index: cursor + plannedLeaves)
                let length = along(planned) + alongEdges(edges(subitem))
                let needed = slots.isEmpty ? length : used + spacing + length
                // Written so that a NaN length stops the plan too.
                guard slots.isEmpty || needed <= available + 0.0001 else { break }
                // A cycle of subitems that takes no length would repeat forever: keep one cycle of it.
                if index >= group.subitems.count, !(needed > used) { break }
                slots.append(Slot(item: subitem, size: planned))
                used = needed
                if isGroup { leavesAreKnown = false } else { plannedLeaves += 1 }
                index += 1
            }
        }

        var gap = spacing
        if isFlexible, group.repeatCount == nil, slots.count > 1 {
            var total: CGFloat = 0
            for slot in slots { total += along(slot.size) + alongEdges(edges(slot.item)) }
            gap += max(0, available - total - CGFloat(slots.count - 1) * spacing) / CGFloat(slots.count - 1)
        }

        let innerOrigin = CGPoint(x: origin.x + insets.leading, y: origin.y + insets.top)
        var position: CGFloat = 0
        var crossExtent: CGFloat = 0
        for (number, slot) in slots.enumerated() {
            let edge = edges(slot.item)
            position += isHorizontal ? edge.leading : edge.top
            let crossLead = isHorizontal ? edge.top : edge.leading
            let slotOrigin =
                isHorizontal
                ? CGPoint(x: innerOrigin.x + position, y: innerOrigin.y + crossLead)
                : CGPoint(x: innerOrigin.x + crossLead, y: innerOrigin.y + position)
            let placed: CGSize
            if let subgroup = slot.item as? CollectionLayoutGroup {
                placed = place(
                    subgroup, at: slotOrigin, size: slot.size, cursor: &cursor, section: section, count: count,
                    firstItem: firstItem)
            } else {
                let index = cursor
                cursor += 1
                var leaf = slot.size
                let estimated = EstimatedAxes(slot.item.layoutSize)
                if !estimated.isEmpty, group.repeatCount == nil {
                    leaf = leafSize(slot.item, index: index)
                }
                placed = leaf
                if index < count {
                    appendItem(
                        slot.item, slot: CGRect(origin: slotOrigin, size: leaf), estimated: estimated,
                        global: firstItem + index)
                }
            }
            position += along(placed) + (isHorizontal ? edge.trailing : edge.bottom)
            crossExtent = max(crossExtent, crossLead + across(placed) + (isHorizontal ? edge.bottom : edge.trailing))
            if number < slots.count - 1 { position += gap }
        }

        var result = size
        let width = group.layoutSize.widthDimension.isEstimated
        let height = group.layoutSize.heightDimension.isEstimated
        if isHorizontal {
            if width { result.width = position + insets.horizontal }
            if height { result.height = crossExtent + insets.vertical }
        } else {
            if height { result.height = position + insets.vertical }
            if width { result.width = crossExtent + insets.horizontal }
        }
        return result
    }

    /// Records the frame of an item placed in `slot`, and of its supplementary items.
    private func appendItem(_ item: CollectionLayoutItem, slot: CGRect, estimated: EstimatedAxes, global: Int) {
        let insets = item.contentInsets
        var frame = slot
        if !estimated.contains(.width) {
            frame.origin.x += insets.leading
            frame.size.width = max(0, frame.size.width - insets.horizontal)
        }
        if !estimated.contains(.height) {
            frame.origin.y += insets.top
            frame.size.height = max(0, frame.size.height - insets.vertical)
        }
        itemFrames.append(frame)
        itemEstimated.append(estimated)
        if !estimated.isEmpty { hasEstimatedDimension = true }
        for supplementary in item.supplementaryItems {
            let size = supplementary.layoutSize.resolved(in: frame.size)
            accessories.append(
                PreparedAccessory(
                    kind: supplementary.elementKind, item: global,
                    frame: supplementary.containerAnchor.frame(of: size, in: frame)))
        }
    }
}
