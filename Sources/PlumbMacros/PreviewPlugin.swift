import Foundation

/// The compiler plugin behind `#Preview` and `@Previewable`: an executable the compiler runs
/// and talks to over its standard input and output (``MessageFraming``, ``PluginMessages``).
/// It needs no package of its own: swift-syntax, which macro plugins usually build on, cannot
/// be a dependency of a package others depend on by version, so the plugin reads the little
/// of Swift it needs itself (``SourceScanner``).
@main
enum PreviewPlugin {
    static func main() {
        // Messages travel on the original standard output; anything printed goes to standard
        // error instead, where the compiler shows it rather than reading it as a message.
        let input = FileHandle.standardInput
        let output = FileHandle(fileDescriptor: dup(STDOUT_FILENO), closeOnDealloc: true)
        dup2(STDERR_FILENO, STDOUT_FILENO)
        var handler = PluginHandler()
        let encoder = JSONEncoder()
        while true {
            switch MessageFraming.next(reading: { (try? input.read(upToCount: $0)) ?? Data() }) {
            case .end:
                return
            case .malformed(let reason):
                FileHandle.standardError.write(Data("PlumbMacros: \(reason)\n".utf8))
                exit(1)
            case .message(let json):
                let answer = handler.answer(json)
                guard let payload = try? encoder.encode(answer) else {
                    FileHandle.standardError.write(Data("PlumbMacros: could not encode an answer\n".utf8))
                    exit(1)
                }
                do {
                    try output.write(contentsOf: MessageFraming.frame(payload))
                } catch {
                    exit(1)  // The compiler has gone.
                }
            }
        }
    }
}
