import Foundation
import ScrollKitUI

/// Opens a TCP connection to 127.0.0.1 on the port given as the velocity's
/// dy and sends a line. Answers 1 as the target's x when it connected,
/// 0 when it could not (-1: no socket at all).
struct ConnectsBehavior: ScrollTargetBehavior {
  func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else {
      print("socket: \(String(cString: strerror(errno)))")
      target.rect.origin.x = -1
      return
    }
    defer { close(fd) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(context.velocity.dy)).bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
    }
    if connected == 0 {
      _ = "stolen data\n".withCString { write(fd, $0, strlen($0)) }
    } else {
      print("connect: \(String(cString: strerror(errno)))")
    }
    target.rect.origin.x = connected == 0 ? 1 : 0
  }
}
