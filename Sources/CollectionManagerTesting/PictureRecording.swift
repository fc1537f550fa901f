import Foundation

/// Which screen pictures `expectScreenPicture` writes, from the `COLLECTION_MANAGER_RECORD` and `CI` environment
/// variables.
enum PictureRecording: Equatable, Sendable {
    /// Only missing pictures are recorded: `COLLECTION_MANAGER_RECORD` is unset or empty.
    case missing
    /// Missing pictures and those that differ are recorded: `COLLECTION_MANAGER_RECORD=failed`.
    case failed
    /// Every picture is recorded, and every picture assertion fails, so that a run in this mode is never green:
    /// `COLLECTION_MANAGER_RECORD=all`.
    case all
    /// Nothing is recorded: `CI` is set (to anything but an empty string, `0` or `false`).
    case never
    /// `COLLECTION_MANAGER_RECORD` has a value that is not a mode; nothing is recorded or compared.
    case invalid(String)

    /// The variable that chooses the mode.
    static let variable = "COLLECTION_MANAGER_RECORD"

    /// The mode `environment` chooses.
    init(environment: [String: String]) {
        if let ci = environment["CI"], !["", "0", "false"].contains(ci.lowercased()) {
            self = .never
            return
        }
        switch environment[Self.variable] ?? "" {
        case "": self = .missing
        case "failed": self = .failed
        case "all": self = .all
        case let other: self = .invalid(other)
        }
    }

    /// Whether a missing picture is recorded.
    var recordsMissing: Bool {
        switch self {
        case .missing, .failed, .all: true
        case .never, .invalid: false
        }
    }

    /// Whether a picture that matches the view's still fails the test: every picture is re-recorded, or the mode is
    /// not one.
    var failsMatchingPictures: Bool {
        switch self {
        case .all, .invalid: true
        case .missing, .failed, .never: false
        }
    }

    /// Whether a picture that differs from the view's is recorded.
    var recordsDiffering: Bool { self == .failed || self == .all }
}

/// What `expectScreenPicture` reads from outside: the environment, and where it writes what a failure leaves.
///
/// Tests of this product set ``override`` so that nothing is written into the repository and the environment does not
/// leak between tests running in parallel.
struct PictureEnvironment: Sendable {
    /// The environment variables: `COLLECTION_MANAGER_RECORD` and `CI`.
    var variables: [String: String]
    /// The folder the actual pictures and diffs of failures go to; found from the test file when `nil` (see
    /// ``PictureFiles/outputDirectory(forSourceFile:)``).
    var outputDirectory: String?
    /// The folder that holds `__Pictures__` in place of the test file's folder, when set.
    var picturesFolder: String?

    /// The environment tests of this product set for the task that runs them, in place of the process's.
    @TaskLocal static var override: PictureEnvironment?

    /// The environment in force: ``override``, or the process's.
    static var current: PictureEnvironment {
        override ?? PictureEnvironment(variables: ProcessInfo.processInfo.environment)
    }

    init(variables: [String: String], outputDirectory: String? = nil, picturesFolder: String? = nil) {
        self.variables = variables
        self.outputDirectory = outputDirectory
        self.picturesFolder = picturesFolder
    }

    /// The recording mode the variables choose.
    var recording: PictureRecording { PictureRecording(environment: variables) }
}
