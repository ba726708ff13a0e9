import ArgumentParser
import PlaygroundStage

/// A command that writes its output through text sinks (`trace`, `qa`,
/// `qa merge`), so that tests run it on strings and the command line on the
/// process's streams.
protocol SinkCommand {
    /// Runs the command, writing to the given sinks; returns the exit status.
    func execute<Out: TextSink, Err: TextSink>(stdout: inout Out, stderr: inout Err) -> Int32
}

extension SinkCommand {
    /// Runs `execute` with `out` (standard output unless the command sends
    /// its table elsewhere) and standard error, flushes both, and exits with
    /// the status when it is not 0; a failed write on `out` exits as
    /// `FileDescriptorSink.finish` says.
    func executeOnStreams(out: FileDescriptorSink = .standardOutput) throws {
        var out = out
        var err = FileDescriptorSink.standardError
        let status = execute(stdout: &out, stderr: &err)
        err.flush()
        try out.finish(output: "standard output", quietStatus: status)
        if status != 0 { throw ExitCode(status) }
    }
}
