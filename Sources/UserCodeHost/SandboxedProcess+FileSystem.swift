import Foundation

/// What a host under bubblewrap sees of the machine's files: not `/`.
///
/// Its root is an empty tmpfs that bubblewrap makes, holding, read-only,
/// the system's shared libraries (`/usr` and the `/lib*` folders, or their
/// symlinks into `/usr` on a merged-usr system) and the dynamic linker's
/// cache (`/etc/ld.so.cache`, the only file of `/etc`); then the paths the
/// host needs (the playground's executable, the toolchain's runtime and
/// ScrollKitUI, the compiled library), each bound read-only where it is;
/// a private `/tmp` (the only writable place, `BehaviorLimits.fileMB` × 4
/// in size), its own `/dev` and `/proc`. So `/etc/shadow`, the home
/// folder, the project and every other file are simply absent, whatever
/// the permissions: as root, the sandbox's uid 65534 is the real root for
/// permission checks on files bound in, so hiding them is the protection.
extension SandboxedProcess {
    /// The system folders bound read-only (symlinks kept as symlinks).
    static let systemFolders = ["/usr", "/lib", "/lib32", "/lib64", "/libx32", "/bin", "/sbin"]
    /// Single system files bound read-only when present.
    static let systemFiles = ["/etc/ld.so.cache"]

    /// bubblewrap's file-system flags: the system's libraries, `paths`
    /// (each outside them bound once, read-only), a private `/tmp`, `/dev`, `/proc`.
    static func visibleFileSystem(keeping paths: [String]) -> [String] {
        var args: [String] = []
        var bound: [String] = []
        let files = FileManager.default
        for folder in systemFolders {
            if let target = try? files.destinationOfSymbolicLink(atPath: folder) {
                args += ["--symlink", target, folder]
            } else if files.fileExists(atPath: folder) {
                args += ["--ro-bind", folder, folder]
                bound.append(folder)
            }
        }
        for file in systemFiles where files.fileExists(atPath: file) {
            args += ["--ro-bind", file, file]
        }
        args += ["--dev", "/dev", "--proc", "/proc"]
        args += ["--size", "\(BehaviorLimits.current.fileMB * 4 << 20)", "--tmpfs", "/tmp"]
        // The shortest first, so a path inside one already bound is skipped.
        for path in Set(paths.filter { $0.hasPrefix("/") && files.fileExists(atPath: $0) }).sorted(by: { $0.count < $1.count })
        where !bound.contains(where: { path == $0 || path.hasPrefix($0 + "/") }) {
            args += ["--ro-bind", path, path]
            bound.append(path)
        }
        return args
    }
}
