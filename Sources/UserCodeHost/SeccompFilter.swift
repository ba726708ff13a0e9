import Foundation

/// The seccomp filter a behavior host installs on itself before it loads
/// the user's library (with no new privileges, which seccomp requires), for
/// every thread at once: from then on `fork`, `vfork`, a `clone` that is
/// not a new thread, `execve`, `execveat`, `socket`, `ptrace` and
/// `io_uring_setup`, `setrlimit`, a `prlimit64` that sets a limit and an
/// `rt_sigaction` that sets SIGXCPU's action fail with EPERM, `clone3` with ENOSYS (so the C
/// library falls back to `clone`, whose flags the filter can read), and a
/// system call of another ABI ends the process. Threads still work; a new
/// process, program or network connection does not.
///
/// x86_64 only (the system call numbers are that architecture's);
/// elsewhere `isAvailable` is false and the other protections remain.
package enum SeccompFilter {
    /// One classic BPF instruction (`struct sock_filter`).
    struct Instruction {
        var code: UInt16
        var jt: UInt8
        var jf: UInt8
        var k: UInt32
    }

    /// `struct sock_fprog`.
    struct Program {
        var length: UInt16
        var filter: UnsafeMutablePointer<Instruction>?
    }

    #if arch(x86_64)
    static let isAvailable = true
    #else
    static let isAvailable = false
    #endif

    static let allow: UInt32 = 0x7fff_0000
    static let killProcess: UInt32 = 0x8000_0000
    package static func error(_ number: Int32) -> UInt32 { 0x0005_0000 | UInt32(number) }

    /// The filter's instructions (x86_64 numbering).
    private static func instructions() -> [Instruction] {
        let load: UInt16 = 0x20, jumpEqual: UInt16 = 0x15, jumpAtLeast: UInt16 = 0x35, jumpSet: UInt16 = 0x45, ret: UInt16 = 0x06
        let denied: [(UInt32, UInt32)] = [
            (57, error(EPERM)), (58, error(EPERM)),     // fork, vfork
            (59, error(EPERM)), (322, error(EPERM)),    // execve, execveat
            (41, error(EPERM)),                         // socket
            (101, error(EPERM)),                        // ptrace
            (425, error(EPERM)),                        // io_uring_setup
            (160, error(EPERM)),                        // setrlimit
            (435, error(ENOSYS)),                       // clone3
        ]
        var program: [Instruction] = [
            Instruction(code: load, jt: 0, jf: 0, k: 4),                 // arch
            Instruction(code: jumpEqual, jt: 1, jf: 0, k: 0xC000_003E),  // AUDIT_ARCH_X86_64
            Instruction(code: ret, jt: 0, jf: 0, k: killProcess),
            Instruction(code: load, jt: 0, jf: 0, k: 0),                 // nr
            Instruction(code: jumpAtLeast, jt: 0, jf: 1, k: 0x4000_0000),  // the x32 ABI
            Instruction(code: ret, jt: 0, jf: 0, k: error(EPERM)),
        ]
        for (number, action) in denied {
            program.append(Instruction(code: jumpEqual, jt: 0, jf: 1, k: number))
            program.append(Instruction(code: ret, jt: 0, jf: 0, k: action))
        }
        // prlimit64 that sets a limit (its new-limit pointer, args[2], not
        // NULL): refused, so the CPU limit the playground raises stays its
        // own; reading a limit (getrlimit) still works.
        program += [
            Instruction(code: jumpEqual, jt: 0, jf: 6, k: 302),          // prlimit64
            Instruction(code: load, jt: 0, jf: 0, k: 32),                // args[2], low half
            Instruction(code: jumpEqual, jt: 0, jf: 2, k: 0),
            Instruction(code: load, jt: 0, jf: 0, k: 36),                // args[2], high half
            Instruction(code: jumpEqual, jt: 1, jf: 0, k: 0),
            Instruction(code: ret, jt: 0, jf: 0, k: error(EPERM)),
            Instruction(code: ret, jt: 0, jf: 0, k: allow),
        ]
        // rt_sigaction that sets an action for SIGXCPU: refused, so the
        // CPU limit's signal keeps its default action (the end of the host).
        program += [
            Instruction(code: load, jt: 0, jf: 0, k: 0),                 // nr
            Instruction(code: jumpEqual, jt: 0, jf: 8, k: 13),           // rt_sigaction
            Instruction(code: load, jt: 0, jf: 0, k: 16),                // args[0], low half: the signal
            Instruction(code: jumpEqual, jt: 0, jf: 5, k: UInt32(SIGXCPU)),
            Instruction(code: load, jt: 0, jf: 0, k: 24),                // args[1], low half: the new action
            Instruction(code: jumpEqual, jt: 0, jf: 2, k: 0),
            Instruction(code: load, jt: 0, jf: 0, k: 28),                // args[1], high half
            Instruction(code: jumpEqual, jt: 1, jf: 0, k: 0),
            Instruction(code: ret, jt: 0, jf: 0, k: error(EPERM)),
            Instruction(code: ret, jt: 0, jf: 0, k: allow),
        ]
        program += [
            Instruction(code: load, jt: 0, jf: 0, k: 0),                 // nr
            Instruction(code: jumpEqual, jt: 1, jf: 0, k: 56),           // clone
            Instruction(code: ret, jt: 0, jf: 0, k: allow),
            Instruction(code: load, jt: 0, jf: 0, k: 16),                // args[0], low half: the flags
            Instruction(code: jumpSet, jt: 0, jf: 1, k: 0x0001_0000),    // CLONE_THREAD
            Instruction(code: ret, jt: 0, jf: 0, k: allow),
            Instruction(code: ret, jt: 0, jf: 0, k: error(EPERM)),
        ]
        return program
    }

    /// Sets no new privileges and installs the filter on every thread;
    /// returns nil, or why it could not.
    package static func install() -> String? {
        guard isAvailable else { return "no seccomp filter for this architecture" }
        guard prctl(38, 1) == 0 else { return "PR_SET_NO_NEW_PRIVS failed (\(String(cString: strerror(errno))))" }  // PR_SET_NO_NEW_PRIVS
        var filter = instructions()
        return filter.withUnsafeMutableBufferPointer { buffer -> String? in
            var program = Program(length: UInt16(buffer.count), filter: buffer.baseAddress)
            return withUnsafeMutablePointer(to: &program) { pointer -> String? in
                // seccomp(SECCOMP_SET_MODE_FILTER, SECCOMP_FILTER_FLAG_TSYNC, program)
                if systemCall(317, 1, 1, Int(bitPattern: UnsafeMutableRawPointer(pointer))) == 0 { return nil }
                let reason = String(cString: strerror(errno))
                // PR_SET_SECCOMP, SECCOMP_MODE_FILTER: this thread and later ones.
                if prctl(22, 2, Int(bitPattern: UnsafeMutableRawPointer(pointer))) == 0 { return nil }
                return "seccomp failed (\(reason))"
            }
        }
    }

    private typealias Variadic5 = @convention(c) (Int, Int, Int, Int, Int) -> Int

    /// `prctl(option, a, b, 0, 0)`: the C function is variadic, which Swift
    /// cannot call, so it is called through its address with integer
    /// arguments (the same registers on x86_64 and arm64).
    package static func prctl(_ option: Int, _ a: Int = 0, _ b: Int = 0) -> Int {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "prctl") else { return -1 }
        return unsafeBitCast(symbol, to: Variadic5.self)(option, a, b, 0, 0)
    }

    /// `syscall(number, a, b, c, d)`, called as `prctl` is.
    static func systemCall(_ number: Int, _ a: Int, _ b: Int, _ c: Int, _ d: Int = 0) -> Int {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "syscall") else { return -1 }
        return unsafeBitCast(symbol, to: Variadic5.self)(number, a, b, c, d)
    }
}
