import Foundation

/// Puts a stack overflow in the host into words: the user's endless
/// recursion ends the host with a SIGSEGV on the stack's guard page, which
/// by itself says only "a bad memory access". A handler on an alternate
/// stack (the overflowed one has no room) sees whether the faulting
/// address lies in the main thread's stack (or the guard region below it,
/// 1 MB), writes `Fatal error: stack overflow …` on stderr (which the
/// playground quotes, as it quotes the runtime's trap messages), and
/// returns with the signal's default action restored (`SA_RESETHAND`), so
/// the fault repeats and ends the process as before. Only `write` runs in
/// the handler (async-signal-safe); everything it reads is set before.
///
/// Its state is static on purpose: a signal handler is a C function
/// pointer, given only the signal and its info, so the stack's bounds and
/// the message it writes must be where a C function can read them (set
/// once by `install`, read only by the handler).
enum StackOverflowReport {
    nonisolated(unsafe) private static var low: UInt = 0
    nonisolated(unsafe) private static var high: UInt = 0
    nonisolated(unsafe) private static var message: UnsafeMutablePointer<CChar>?
    nonisolated(unsafe) private static var messageLength = 0

    private typealias GetAttributes = @convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32

    /// Installs the handler for the calling thread's stack (the main
    /// thread's: the user's code runs there). Call before any limit on
    /// memory is set.
    static func install() {
        // pthread_getattr_np is a GNU extension Swift does not import: called through its address.
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "pthread_getattr_np") else { return }
        var attributes = pthread_attr_t()
        guard unsafeBitCast(symbol, to: GetAttributes.self)(pthread_self(), &attributes) == 0 else { return }
        var base: UnsafeMutableRawPointer?
        var size = 0
        pthread_attr_getstack(&attributes, &base, &size)
        pthread_attr_destroy(&attributes)
        guard let base else { return }
        low = UInt(bitPattern: base) &- (1 << 20)
        high = UInt(bitPattern: base) &+ UInt(size)
        let text = "Fatal error: stack overflow: the code went deeper than the \((size + (1 << 19)) >> 20) MB stack (an endless recursion?)\n"
        message = strdup(text)
        messageLength = text.utf8.count
        let alternateSize = 64 << 10
        var alternate = stack_t(ss_sp: malloc(alternateSize), ss_flags: 0, ss_size: alternateSize)
        guard sigaltstack(&alternate, nil) == 0 else { return }
        var action = sigaction()
        action.__sigaction_handler.sa_sigaction = { _, info, _ in
            guard let info else { return }
            let address = UInt(bitPattern: info.pointee._sifields._sigfault.si_addr)
            if address >= StackOverflowReport.low, address < StackOverflowReport.high, let message = StackOverflowReport.message {
                _ = write(2, message, StackOverflowReport.messageLength)
            }
        }
        action.sa_flags = SA_SIGINFO | SA_ONSTACK | Int32(bitPattern: UInt32(SA_RESETHAND))
        sigaction(SIGSEGV, &action, nil)
        sigaction(SIGBUS, &action, nil)
    }
}
