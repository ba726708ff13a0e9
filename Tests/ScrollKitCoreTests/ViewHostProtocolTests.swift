import Testing
@testable import ScrollKitCore

/// `ViewHostProtocol`: every message the playground and a view's host
/// exchange, written and read by the one definition both sides compile,
/// round-trips bit for bit: doubles as their bit patterns (a NaN's payload,
/// −0, infinities and subnormals included), every optional and flag.
@Suite struct ViewHostProtocolTests {
    /// Doubles that a decimal or a careless conversion would change.
    static let awkward: [Double] = [
        0.1 + 0.2, -0.0, .infinity, -.infinity, Double(bitPattern: 0x7FF8_0000_0000_0001),  // a NaN with a payload
        .leastNonzeroMagnitude, Double.leastNormalMagnitude / 16, .greatestFiniteMagnitude, 7,
    ]

    static func bits(_ v: Double) -> UInt64 { v.bitPattern }

    static func layoutRequest(_ i: Int, isDark: Bool = false, convention: OffsetConvention = .swiftUI) -> ViewLayoutRequest {
        let a = awkward
        func at(_ k: Int) -> Double { a[(i + k) % a.count] }
        return ViewLayoutRequest(
            size: Size(width: at(0), height: at(1)), safeArea: EdgeInsets(top: at(2), leading: at(3), bottom: at(4), trailing: at(5)),
            isDark: isDark, offset: Point(x: at(6), y: at(7)), convention: convention)
    }

    @Test func aLayoutRequestRoundTripsBitForBit() throws {
        for i in Self.awkward.indices {
            for (isDark, convention) in [(false, OffsetConvention.swiftUI), (true, .swiftUI), (false, .uiKit), (true, .uiKit)] {
                let request = Self.layoutRequest(i, isDark: isDark, convention: convention)
                let bytes = request.encoded()
                #expect(bytes.count == ViewLayoutRequest.encodedCount)
                let read = try ViewLayoutRequest(decoding: bytes)
                #expect(read.encoded() == bytes)
                #expect(read.isDark == isDark && read.convention == convention)
                let fields = [read.size.width, read.size.height, read.safeArea.top, read.safeArea.leading, read.safeArea.bottom,
                              read.safeArea.trailing, read.offset.x, read.offset.y]
                let sent = [request.size.width, request.size.height, request.safeArea.top, request.safeArea.leading,
                            request.safeArea.bottom, request.safeArea.trailing, request.offset.x, request.offset.y]
                #expect(fields.map(Self.bits) == sent.map(Self.bits))
            }
        }
    }

    @Test func aTickRequestRoundTripsBitForBitWithEveryPhaseTapAndKey() throws {
        let a = Self.awkward
        var states: [ViewTickRequest.ScrollState] = []
        for (i, phase) in ScrollPhase.allCases.enumerated() {
            states.append(ViewTickRequest.ScrollState(
                offset: Point(x: a[i], y: a[i + 1]), phase: phase, velocity: Vector(dx: a[i + 2], dy: a[i + 3]),
                key: i == 0 ? nil : ScrollViewIdentity.key("rail-\(i)")))
        }
        for tap in [nil, Point(x: a[4], y: a[5])] {
            for count in [0, 1, states.count] {
                let request = ViewTickRequest(
                    screen: Self.layoutRequest(3, isDark: true), time: a[0], lane: 7, tap: tap, scrollStates: Array(states.prefix(count)))
                let bytes = request.encoded()
                let read = try ViewTickRequest(decoding: bytes)
                #expect(read.encoded() == bytes)
                #expect(read.lane == 7 && Self.bits(read.time) == Self.bits(a[0]))
                #expect(read.tap.map { [Self.bits($0.x), Self.bits($0.y)] } == tap.map { [Self.bits($0.x), Self.bits($0.y)] })
                #expect(read.scrollStates.map(\.phase) == request.scrollStates.map(\.phase))
                #expect(read.scrollStates.map { $0.key.map(Self.bits) } == request.scrollStates.map { $0.key.map(Self.bits) })
                #expect(read.scrollStates.map { [$0.offset.x, $0.offset.y, $0.velocity.dx, $0.velocity.dy].map(Self.bits) }
                    == request.scrollStates.map { [$0.offset.x, $0.offset.y, $0.velocity.dx, $0.velocity.dy].map(Self.bits) })
                #expect(read.frame == request.frame)
            }
        }
    }

    static func scrollView(_ i: Int) -> HostedScrollView {
        let a = awkward
        let behaviors: [HostedScrollView.Behavior] = [.none, .paging, .viewAligned("view-aligned-by-one"), .custom("Carousel")]
        return HostedScrollView(
            frame: Rect(x: a[i], y: a[i + 1], width: 390, height: a[i + 2]), axes: i % 2 == 0 ? .vertical : .horizontal,
            contentSize: Size(width: a[i + 3], height: 4000), contentInsets: EdgeInsets(top: a[i], leading: 0, bottom: 20, trailing: -0.0),
            targets: i == 0 ? [] : [Rect(x: 0, y: 0, width: 100, height: a[i + 1]), Rect(x: 0, y: 100, width: 100, height: 100)],
            behavior: behaviors[i % behaviors.count], showsIndicators: i % 2 == 1, offset: Point(x: a[i + 4], y: 12.5),
            identity: i == 0 ? "" : "/Screen#0/ScrollView#\(i)",
            interaction: ScrollInteraction(
                isScrollDisabled: i % 2 == 1, verticalBounce: ScrollBounceMode.allCases[i % 3],
                horizontalBounce: ScrollBounceMode.allCases[(i + 1) % 3]),
            isClipDisabled: i % 3 == 1, defaultAnchor: i % 2 == 0 ? UnitPoint(x: 0.5, y: a[i + 1]) : nil)
    }

    static let displayList = DisplayList([
        .shape(DisplayShape(.rectangle, frame: Rect(x: 0, y: 0, width: 390, height: 100), paint: .fill(RGBColor(r: 1, g: 2, b: 3, a: 255)))),
    ])

    @Test func aLayoutAnswerRoundTripsEveryScrollViewFieldBitForBit() throws {
        let layout = HostedViewLayout(scrollViews: (0..<4).map(Self.scrollView), displayList: Self.displayList)
        let bytes = layout.encoded()
        let read = try HostedViewLayout(decoding: bytes)
        #expect(read.encoded() == bytes)
        for (r, s) in zip(read.scrollViews, layout.scrollViews) {
            #expect(r.interaction == s.interaction && r.isClipDisabled == s.isClipDisabled)
            #expect(r.defaultAnchor.map { [Self.bits($0.x), Self.bits($0.y)] } == s.defaultAnchor.map { [Self.bits($0.x), Self.bits($0.y)] })
            #expect(r.behavior == s.behavior && r.identity == s.identity && r.showsIndicators == s.showsIndicators && r.axes == s.axes)
            #expect([r.frame.minX, r.frame.minY, r.frame.height, r.contentSize.width, r.contentInsets.top, r.contentInsets.trailing, r.offset.x].map(Self.bits)
                == [s.frame.minX, s.frame.minY, s.frame.height, s.contentSize.width, s.contentInsets.top, s.contentInsets.trailing, s.offset.x].map(Self.bits))
        }
        #expect(read.displayList == layout.displayList)
    }

    @Test func aTickAnswerRoundTripsWithItsNextTimeAndItsBytesAsSent() throws {
        let tick = HostedViewTick(
            events: [HostedViewEvent(kind: .onScrollGeometryChange, name: "CGFloat", value: "-0.0"),
                     HostedViewEvent(kind: .state, name: "Screen.offset", value: "nan")],
            scrollRequests: [HostedScrollRequest(scrollView: 1, offset: Point(x: Self.awkward[4], y: -0.0), reason: "scrollTo(id: 3)", animated: true)],
            layout: HostedViewLayout(scrollViews: [Self.scrollView(1)], displayList: Self.displayList))
        for next in [nil, 0.25, Double.leastNonzeroMagnitude] {
            let reply = ViewTickReply(nextTime: next, tickBytes: tick.encoded())
            let read = try ViewTickReply(decoding: reply.encoded())
            #expect(read == reply)
            let decoded = try read.decodedTick()
            #expect(decoded.encoded() == tick.encoded())
            #expect(decoded.events == tick.events)
            #expect(Self.bits(decoded.scrollRequests[0].offset.x) == Self.bits(Self.awkward[4]))
        }
        // Infinity and NaN both say "nothing scheduled".
        #expect(try ViewTickReply(decoding: ViewTickReply(nextTime: .infinity, tickBytes: []).encoded()).nextTime == nil)
    }

    @Test func aFrameIsMarkerKindLengthAndPayload() throws {
        let request = Self.layoutRequest(0)
        let frame = request.frame
        #expect(frame.count == ViewHostFrame.headerCount + ViewLayoutRequest.encodedCount)
        #expect(frame[0] == ViewHostFrame.marker && frame[1] == UInt8(ascii: "L"))
        #expect(Array(frame[2..<6]) == [65, 0, 0, 0])  // little-endian length
        #expect(Array(frame[6...]) == request.encoded())
        frame.withUnsafeBytes { #expect(ViewHostFrame.payloadCount($0) == 65) }
        // The first double on the wire, little-endian: 0.1 + 0.2 is 0x3FD3333333333334.
        #expect(Array(frame[6..<14]) == [0x34, 0x33, 0x33, 0x33, 0x33, 0x33, 0xD3, 0x3F])
        #expect(Array(ViewHostFrame.Kind.allCases.map(\.rawValue)) == Array("HLTE".utf8))
    }

    @Test func theHelloCarriesTheVersionAndAMismatchIsNamed() throws {
        let hello = ViewHostProtocol.helloFrame()
        #expect(hello[1] == ViewHostFrame.Kind.hello.rawValue)
        #expect(try ViewHostProtocol.version(hello: Array(hello[6...])) == ViewHostProtocol.version)
        try ViewHostProtocol.check(peer: ViewHostProtocol.version, peerName: "the view host")
        #expect(throws: ViewHostProtocolMismatch(own: ViewHostProtocol.version, peer: 2, peerName: "the view library")) {
            try ViewHostProtocol.check(peer: 2, peerName: "the view library")
        }
        let mismatch = ViewHostProtocolMismatch(own: 3, peer: 2, peerName: "the view host")
        #expect(mismatch.description.hasPrefix("view host protocol mismatch: the view host speaks version 2, this side 3"))
    }

    @Test func badBytesAreNamedErrorsNotGuesses() {
        let request = ViewTickRequest(screen: Self.layoutRequest(0), time: 1, lane: 0, tap: nil, scrollStates: [
            ViewTickRequest.ScrollState(offset: Point(x: 0, y: 0), phase: .idle, velocity: Vector(dx: 0, dy: 0)),
        ])
        let bytes = request.encoded()
        // Cut short anywhere: an error, never a request.
        for n in [0, 1, 64, 65, bytes.count - 1] {
            #expect(throws: DisplayListDecodingError.self) { try ViewTickRequest(decoding: Array(bytes.prefix(n))) }
        }
        #expect(throws: DisplayListDecodingError.self) { try ViewTickRequest(decoding: bytes + [0]) }  // one byte too many
        var badFlags = Self.layoutRequest(0).encoded()
        badFlags[48] = 4
        #expect(throws: DisplayListDecodingError("unknown layout request flags 4", at: 48)) { try ViewLayoutRequest(decoding: badFlags) }
        var badPhase = bytes
        badPhase[65 + 8 + 4 + 1 + 4 + 16] = 5  // the first state's phase: one past `animating`
        #expect(throws: DisplayListDecodingError("unknown scroll phase 5", at: 98)) { try ViewTickRequest(decoding: badPhase) }
    }
}
