/// Which frame each animated picture shows and when the next is due: the
/// editor's side of pictures that move, fed the time as a message
/// (`ScreenInput.tick`), so it is tested with made-up times.
///
/// A picture plays only while one of its rows is on screen, only while
/// input came in the last `restAfter` (any input starts them again), and
/// not while stopped (Alt-Space) or with `animate = false`, under which
/// the program is asked for first frames alone and nothing here runs.
///
/// While keys come, the pictures hold their frames: the next is shown
/// `holdAfterInput` after the last key. So a key never shares its turn
/// with a frame, and typing below a playing picture costs what it costs
/// below a still one; a frame is drawn only in a pause.
///
/// Representation: each picture's motion, the frame it shows and when that
/// frame ends (nil while it does not play); `wake`, the earliest time a
/// tick has work here (nil: none until input comes), which is all a
/// keystroke's tick compares; the time of the last input.
struct PictureAnimations: Sendable {
    /// One animated picture's frames and where it stands.
    struct Playing: Sendable {
        var motion: PictureMotion
        var frame = 0
        /// When the frame shown ends; nil while the picture does not play
        /// (off screen, stopped, resting).
        var due: Duration?
    }

    /// Asked for in config.toml (`animate`, true unless set false).
    var allowed = false
    /// Stopped by Alt-Space (or the palette) until asked again.
    var stopped = false
    var playing: [PictureMark: Playing] = [:]
    /// When a tick next has work here; `.zero` for the first tick.
    var wake: Duration?
    /// Set by every input, cleared (and timed) by the tick after it.
    var inputCame = true
    var lastInput = Duration.zero

    /// Pictures stop this long after the last input.
    static let restAfter = Duration.seconds(30)
    /// How long after the last input the pictures hold their frames; then
    /// they play on (and those a key scrolled into view, or woke from
    /// rest, start).
    static let holdAfterInput = Duration.milliseconds(500)
}

extension EditorState {
    /// The time, as the runner's clock has it, when the editor next has a
    /// picture's frame to show; nil when nothing plays.
    public var nextFrameTime: Duration? { pictures.motion.wake }

    /// Whether animated pictures are played at all (`animate` in config.toml).
    public var animatesPictures: Bool {
        get { pictures.motion.allowed }
        set { pictures.motion.allowed = newValue }
    }

    /// True while Alt-Space keeps the pictures still.
    var picturesStopped: Bool { pictures.motion.stopped }

    /// The frame each animated picture shows now, by its mark.
    var pictureFrames: [PictureMark: Int] { pictures.motion.playing.mapValues(\.frame) }

    /// Keeps an animated picture's frames, its first shown: the next tick
    /// starts it if it is on screen.
    mutating func keepMotion(_ motion: PictureMotion, for mark: PictureMark) {
        pictures.looks[mark] = .art(motion.frames[0])
        pictures.motion.playing[mark] = PictureAnimations.Playing(motion: motion)
        if pictures.motion.allowed, !pictures.motion.stopped { pictures.motion.wake = .zero }
    }

    /// Forgets the motion of a picture whose look is now another.
    mutating func forgetMotion(of mark: PictureMark) {
        pictures.motion.playing.removeValue(forKey: mark)
    }

    /// Input came: the next tick notes when. Costs a store on every key.
    mutating func noteInputForPictures() {
        pictures.motion.inputCame = true
    }

    /// The time is `now`: shows each playing picture's next frame when its
    /// time has come. On a keystroke's tick, when nothing is due, this is a
    /// flag and a comparison.
    mutating func animatePictures(at now: Duration) {
        if pictures.motion.inputCame {
            pictures.motion.inputCame = false
            pictures.motion.lastInput = now
            // Held while keys come; looked at again after them (a key may
            // have scrolled a picture into view, or woken them from rest).
            if !pictures.motion.playing.isEmpty, pictures.motion.allowed, !pictures.motion.stopped {
                pictures.motion.wake = now + PictureAnimations.holdAfterInput
            }
        }
        guard let wake = pictures.motion.wake, now >= wake else { return }
        stepPictures(at: now)
    }

    /// Alt-Space and the palette: stops the pictures where they are, or
    /// plays them again.
    mutating func togglePictureMotion() {
        guard pictures.motion.allowed else {
            message = Message(tr("Pictures stay still: animate = false in config.toml"))
            return
        }
        pictures.motion.stopped.toggle()
        if pictures.motion.stopped {
            holdPictures()
            message = Message(tr("Pictures stopped (Alt-Space plays them)"))
        } else {
            pictures.motion.wake = .zero
            message = Message(pictures.motion.playing.isEmpty ? tr("Pictures play (none here moves)") : tr("Pictures play"))
        }
    }

    /// Shows the frames due at `now` on the pictures in view; stops those
    /// out of view and all of them once input has rested `restAfter`; sets
    /// when to come back.
    private mutating func stepPictures(at now: Duration) {
        guard pictures.motion.allowed, !pictures.motion.stopped,
            now - pictures.motion.lastInput < PictureAnimations.restAfter
        else {
            holdPictures()
            return
        }
        let inView = picturesInView()
        var next: Duration?
        for mark in Array(pictures.motion.playing.keys) {
            guard var playing = pictures.motion.playing[mark] else { continue }
            guard inView.contains(mark) else {
                if playing.due != nil {
                    playing.due = nil
                    pictures.motion.playing[mark] = playing
                }
                continue
            }
            if let due = playing.due {
                if now >= due {
                    playing.frame = (playing.frame + 1) % playing.motion.frames.count
                    let length = playing.motion.duration(of: playing.frame)
                    // On time from when it was due, unless far behind (a
                    // long stall): then from now, never a burst of frames.
                    playing.due = due + length > now ? due + length : now + length
                    pictures.looks[mark] = .art(playing.motion.frames[playing.frame])
                }
            } else {
                playing.due = now + playing.motion.duration(of: playing.frame)
            }
            pictures.motion.playing[mark] = playing
            if let due = playing.due { next = next.map { min($0, due) } ?? due }
        }
        // Rest comes while frames are due: looked at once more then.
        let rest = pictures.motion.lastInput + PictureAnimations.restAfter
        pictures.motion.wake = next.map { min($0, rest) }
    }

    /// Every picture stays on the frame it shows, until input or Alt-Space.
    private mutating func holdPictures() {
        pictures.motion.wake = nil
        for mark in Array(pictures.motion.playing.keys) where pictures.motion.playing[mark]?.due != nil {
            pictures.motion.playing[mark]?.due = nil
        }
    }

    /// The picture blocks with a row on screen: the view's rows walked as
    /// the renderer walks them. Asked only when a frame is due. None under
    /// an overlay or a prompt drawn over the page: the screen is drawn whole
    /// there, and a frame would cost all of it.
    func picturesInView() -> Set<PictureMark> {
        guard terminal.rows >= 3 else { return [] }
        let layout = PaperLayout(paper: page.paper, lineCount: page.lineCount, terminal: terminal)
        guard !FrameRenderer.drawsWhole(self, layout) else { return [] }
        let top = layout.clampedScroll(scrollTop)
        var walker: VisualLineWalker?
        var marks = Set<PictureMark>()
        for row in 1..<(terminal.rows - 1) {
            let source = layout.source(ofRow: row, page: page, looksVersion: 0, misspelt: [:], scrollTop: top, walker: &walker)
            if case .picture(_, _, _, let block) = source { marks.insert(block.mark) }
        }
        return marks
    }
}
