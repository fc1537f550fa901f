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
        prepared.behavior = definition.orthogonalScrollingBehavior
        let frame = SectionFrame(definition, section: sectionIndex, size: size, axes: axes)
        prepared.crossLeadingInset = frame.crossLeading
        main += definition.listConfiguration?.resolvedHeaderTopPadding ?? 0
        placeBoundaries(of: definition, isBefore: true, in: frame, at: &main, into: &prepared)
        main += axes.mainLeading(definition.contentInsets)
        placeGroups(of: definition, count: count, in: frame, at: &main, into: &prepared)
        main += axes.mainTrailing(definition.contentInsets)
        placeBoundaries(of: definition, isBefore: false, in: frame, at: &main, into: &prepared)
        addDecorations(of: definition, to: &prepared, mainEnd: main, in: size)
    }

    /// Where a section's content goes: its container inside its insets, and where its boundary items go.
    private struct SectionFrame {
        let section: Int
        /// The size inside the section's content insets.
        let container: CGSize
        let crossLeading: CGFloat
        /// The size and cross position boundary items are placed in: the container's, when they follow the insets.
        let boundaryContainer: CGSize
        let boundaryCross: CGFloat

        init(_ definition: CollectionLayoutSection, section: Int, size: CGSize, axes: CompositionalAxes) {
            let insets = definition.contentInsets
            self.section = section
            container = CGSize(
                width: max(0, size.width - insets.horizontal), height: max(0, size.height - insets.vertical))
            crossLeading = axes.crossLeading(insets)
            let follows = definition.supplementariesFollowContentInsets
            boundaryContainer = follows ? container : size
            boundaryCross = follows ? crossLeading : 0
        }
    }

    /// Places the section's boundary items on one side of its content (`isBefore`), moving `main` past them.
    private func placeBoundaries(
        of definition: CollectionLayoutSection, isBefore: Bool, in frame: SectionFrame, at main: inout CGFloat,
        into prepared: inout PreparedSection
    ) {
        let direction = configuration.scrollDirection
        let sectionPath = IndexPath(itemIndex: 0, sectionIndex: frame.section)
        for boundary in definition.boundarySupplementaryItems
        where boundary.alignment.isBefore(alongScrollDirection: direction) == isBefore {
            prepared.boundaries.append(
                place(
                    boundary, indexPath: sectionPath, at: &main, cross: frame.boundaryCross,
                    in: frame.boundaryContainer, isBefore: isBefore))
        }
    }

    /// Places the section's groups one after another until its items run out: along the scroll direction, or across
    /// it in an orthogonally scrolling section. Moves `main` past them.
    private func placeGroups(
        of definition: CollectionLayoutSection, count: Int, in frame: SectionFrame, at main: inout CGFloat,
        into prepared: inout PreparedSection
    ) {
        let spacing = definition.interGroupSpacing
        let groupSize = definition.group.layoutSize.resolved(in: frame.container)
        var cursor = 0
        var cross = frame.crossLeading
        var lineLength: CGFloat = 0
        var reach = -CGFloat.greatestFiniteMagnitude
        var placedGroups = 0
        while cursor < count {
            let before = cursor
            let groupOrigin = axes.point(main: main, cross: prepared.isOrthogonal ? cross : frame.crossLeading)
            let firstGroupItem = itemFrames.count
            let firstAccessory = accessories.count
            let placed = place(
                definition.group, at: groupOrigin, size: groupSize, cursor: &cursor, section: frame.section,
                count: count, firstItem: prepared.firstItem)
            if cursor == before { break }
            appendGroup(
                CGRect(origin: groupOrigin, size: placed), firstItem: firstGroupItem, firstAccessory: firstAccessory,
                isOrthogonal: prepared.isOrthogonal, reach: &reach)
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
            let insets = definition.contentInsets
            prepared.orthogonalLength = crossEnd + (axes.isVertical ? insets.trailing : insets.bottom)
        } else if placedGroups > 0 {
            main -= spacing
        }
    }

    /// Records a placed group: its slot, the bounds its items and accessories reach, and how far the groups so far
    /// reach along the direction they follow each other in.
    private func appendGroup(
        _ slot: CGRect, firstItem: Int, firstAccessory: Int, isOrthogonal: Bool, reach: inout CGFloat
    ) {
        var bounds = slot
        for frame in itemFrames[firstItem...] where frame.size != .zero { bounds = bounds.union(frame) }
        for accessory in accessories[firstAccessory...] { bounds = bounds.union(accessory.frame) }
        reach = max(reach, isOrthogonal ? axes.crossMax(bounds) : axes.mainMax(bounds))
        groups.append(
            PreparedGroup(
                slot: slot, bounds: bounds, reach: reach, firstItem: firstItem, endItem: itemFrames.count,
                firstAccessory: firstAccessory, endAccessory: accessories.count))
    }

    /// Places the section's decoration items: a background spans the whole section, boundary items included, across
    /// the collection view's extent.
    private func addDecorations(
        of definition: CollectionLayoutSection, to prepared: inout PreparedSection, mainEnd main: CGFloat,
        in size: CGSize
    ) {
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
        let axis = GroupAxis(group, size: size)
        if !EstimatedAxes(group.layoutSize).isEmpty { hasEstimatedDimension = true }
        let slots =
            group.repeatCount != nil
            ? repeatedSlots(of: group, axis: axis, cursor: cursor, section: section, count: count)
            : cycledSlots(of: group, axis: axis, cursor: cursor, section: section, count: count)
        let gap = gap(between: slots, of: group, axis: axis)
        let innerOrigin = CGPoint(x: origin.x + group.contentInsets.leading, y: origin.y + group.contentInsets.top)
        var position: CGFloat = 0
        var crossExtent: CGFloat = 0
        for (number, slot) in slots.enumerated() {
            let edge = slot.item.edgeInsets
            position += axis.isHorizontal ? edge.leading : edge.top
            let crossLead = axis.isHorizontal ? edge.top : edge.leading
            let slotOrigin =
                axis.isHorizontal
                ? CGPoint(x: innerOrigin.x + position, y: innerOrigin.y + crossLead)
                : CGPoint(x: innerOrigin.x + crossLead, y: innerOrigin.y + position)
            let placed: CGSize
            if let subgroup = slot.item as? CollectionLayoutGroup {
                placed = place(
                    subgroup, at: slotOrigin, size: slot.size, cursor: &cursor, section: section, count: count,
                    firstItem: firstItem)
            } else {
                placed = placeLeaf(
                    slot, of: group, at: slotOrigin, axis: axis, cursor: &cursor, section: section, count: count,
                    firstItem: firstItem)
            }
            position += axis.along(placed) + (axis.isHorizontal ? edge.trailing : edge.bottom)
            crossExtent = max(
                crossExtent, crossLead + axis.across(placed) + (axis.isHorizontal ? edge.bottom : edge.trailing))
            if number < slots.count - 1 { position += gap }
        }
        return fittedSize(of: group, proposed: size, length: position, crossExtent: crossExtent)
    }

    /// A group's inner size and its own axis, which its subitems are planned and placed along.
    private struct GroupAxis {
        let inner: CGSize
        let isHorizontal: Bool
        let spacing: CGFloat
        let isFlexible: Bool
        /// Whether the group's length along its axis is an estimate, which the subitems' lengths replace.
        let isEstimatedAlong: Bool

        init(_ group: CollectionLayoutGroup, size: CGSize) {
            let insets = group.contentInsets
            inner = CGSize(width: max(0, size.width - insets.horizontal), height: max(0, size.height - insets.vertical))
            isHorizontal = group.axis == .horizontal
            spacing = group.interItemSpacing?.spacing ?? 0
            isFlexible = group.interItemSpacing?.isFlexibleSpacing ?? false
            let along = isHorizontal ? group.layoutSize.widthDimension : group.layoutSize.heightDimension
            isEstimatedAlong = along.isEstimated
        }

        /// The inner length along the axis, which the slots share.
        var available: CGFloat { isHorizontal ? inner.width : inner.height }
        /// The length of `size` along the group's axis.
        func along(_ size: CGSize) -> CGFloat { isHorizontal ? size.width : size.height }
        /// The length of `size` across the group's axis.
        func across(_ size: CGSize) -> CGFloat { isHorizontal ? size.height : size.width }
        /// Whether `item`'s own length along the axis is an estimate.
        func isEstimated(_ item: CollectionLayoutItem) -> Bool {
            (isHorizontal ? item.layoutSize.widthDimension : item.layoutSize.heightDimension).isEstimated
        }
        /// The length a slot of `item` takes along the axis, edge spacing included.
        func length(of item: CollectionLayoutItem, size: CGSize) -> CGFloat {
            let edge = item.edgeInsets
            return along(size) + (isHorizontal ? edge.horizontal : edge.vertical)
        }
    }

    /// The size of a leaf item of the section at `index`: its preferred size for estimated dimensions, once known.
    private func leafSize(_ item: CollectionLayoutItem, index: Int, in inner: CGSize, section: Int, count: Int)
        -> CGSize
    {
        let resolved = item.layoutSize.resolved(in: inner)
        let estimated = EstimatedAxes(item.layoutSize)
        guard !estimated.isEmpty, index < count else { return resolved }
        return estimated.applying(preferredItemSizes[IndexPath(itemIndex: index, sectionIndex: section)], to: resolved)
    }

    /// The plan of a group with a repeat count: that many copies of its first subitem (at most one per remaining
    /// item), sharing the available length equally.
    ///
    /// In a group whose length along its axis is estimated, a leaf whose own length is estimated and that a view has
    /// measured keeps its measured length instead of the share, so that the group grows or shrinks to it.
    private func repeatedSlots(
        of group: CollectionLayoutGroup, axis: GroupAxis, cursor: Int, section: Int, count: Int
    ) -> [Slot] {
        guard let repeatCount = group.repeatCount, let subitem = group.subitems.first else { return [] }
        let shared = (axis.available - CGFloat(repeatCount - 1) * axis.spacing) / CGFloat(repeatCount)
        let isGroup = subitem is CollectionLayoutGroup
        let keepsMeasuredLength = !isGroup && axis.isEstimatedAlong && axis.isEstimated(subitem)
        var slots: [Slot] = []
        for copy in 0..<min(repeatCount, max(1, count - cursor)) {
            let index = cursor + copy
            var planned =
                isGroup
                ? subitem.layoutSize.resolved(in: axis.inner)
                : leafSize(subitem, index: index, in: axis.inner, section: section, count: count)
            let isMeasured =
                keepsMeasuredLength && preferredItemSizes[IndexPath(itemIndex: index, sectionIndex: section)] != nil
            if !isMeasured {
                if axis.isHorizontal { planned.width = shared } else { planned.height = shared }
            }
            slots.append(Slot(item: subitem, size: planned))
        }
        return slots
    }

    /// The plan of a group without a repeat count: its subitems in turn, cycling, while they fit.
    ///
    /// A group whose length along its axis is estimated takes each of its subitems once even when they overrun the
    /// estimate, and repeats them only while they fit: the estimate is provisional, and the group's size becomes what
    /// its slots take (see `fittedSize`), larger or smaller than the estimate.
    ///
    /// Every slot takes at least one of the section's remaining items (or none, for a group without subitems), so
    /// slots past the remaining items only matter when flexible spacing spreads leftover length over the planned
    /// slots. Planning stops there, or 1,000 slots further for flexible spacing: a huge `count` or an infinite group
    /// length costs no more than the section's items.
    private func cycledSlots(
        of group: CollectionLayoutGroup, axis: GroupAxis, cursor: Int, section: Int, count: Int
    ) -> [Slot] {
        guard !group.subitems.isEmpty else { return [] }
        let remaining = max(1, count - cursor)
        let slotLimit = axis.isFlexible ? remaining + 1_000 : remaining
        var slots: [Slot] = []
        var used: CGFloat = 0
        var plannedLeaves = 0
        var leavesAreKnown = true
        var index = 0
        while slots.count < slotLimit {
            let subitem = group.subitems[index % group.subitems.count]
            let isGroup = subitem is CollectionLayoutGroup
            let planned =
                isGroup || !leavesAreKnown
                ? subitem.layoutSize.resolved(in: axis.inner)
                : leafSize(subitem, index: cursor + plannedLeaves, in: axis.inner, section: section, count: count)
            let length = axis.length(of: subitem, size: planned)
            let needed = slots.isEmpty ? length : used + axis.spacing + length
            // Written so that a NaN length stops the plan too, past the first cycle of an estimated group.
            let isFirstCycle = axis.isEstimatedAlong && index < group.subitems.count
            guard slots.isEmpty || isFirstCycle || needed <= axis.available + 0.0001 else { break }
            // A cycle of subitems that takes no length would repeat forever: keep one cycle of it.
            if index >= group.subitems.count, !(needed > used) { break }
            slots.append(Slot(item: subitem, size: planned))
            used = needed
            if isGroup { leavesAreKnown = false } else { plannedLeaves += 1 }
            index += 1
        }
        return slots
    }

    /// The spacing between slots: the group's, plus an equal share of the leftover length with flexible spacing.
    private func gap(between slots: [Slot], of group: CollectionLayoutGroup, axis: GroupAxis) -> CGFloat {
        guard axis.isFlexible, group.repeatCount == nil, slots.count > 1 else { return axis.spacing }
        var total: CGFloat = 0
        for slot in slots { total += axis.length(of: slot.item, size: slot.size) }
        let leftover = max(0, axis.available - total - CGFloat(slots.count - 1) * axis.spacing)
        return axis.spacing + leftover / CGFloat(slots.count - 1)
    }

    /// Gives the item at `cursor` the leaf slot at `origin` (when it exists) and moves `cursor` past it. Returns the
    /// leaf's size.
    private func placeLeaf(
        _ slot: Slot, of group: CollectionLayoutGroup, at origin: CGPoint, axis: GroupAxis, cursor: inout Int,
        section: Int, count: Int, firstItem: Int
    ) -> CGSize {
        let index = cursor
        cursor += 1
        var leaf = slot.size
        var estimated = EstimatedAxes(slot.item.layoutSize)
        // A repeat count shares a group's fixed length among the copies: their length is the group's, not theirs to
        // measure.
        if group.repeatCount != nil, !axis.isEstimatedAlong {
            estimated.remove(axis.isHorizontal ? .width : .height)
        }
        if !estimated.isEmpty, group.repeatCount == nil {
            leaf = leafSize(slot.item, index: index, in: axis.inner, section: section, count: count)
        }
        if index < count {
            appendItem(
                slot.item, slot: CGRect(origin: origin, size: leaf), estimated: estimated, global: firstItem + index)
        }
        return leaf
    }

    /// The group's size: the proposed one, with estimated dimensions replaced by what its slots took.
    private func fittedSize(
        of group: CollectionLayoutGroup, proposed size: CGSize, length: CGFloat, crossExtent: CGFloat
    ) -> CGSize {
        let insets = group.contentInsets
        var result = size
        let width = group.layoutSize.widthDimension.isEstimated
        let height = group.layoutSize.heightDimension.isEstimated
        if group.axis == .horizontal {
            if width { result.width = length + insets.horizontal }
            if height { result.height = crossExtent + insets.vertical }
        } else {
            if height { result.height = length + insets.vertical }
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

extension CollectionLayoutItem {
    /// The item's edge spacing as insets, zero when it has none.
    fileprivate var edgeInsets: DirectionalEdgeInsets { edgeSpacing?.insets ?? .zero }
}
