extension EditorState.Mode {
    /// Pastes `text` into the field this mode shows (a prompt's, the
    /// envelope's, a chooser's filter); false when it shows none (a
    /// question, the help), which a paste leaves as it is. A note under a
    /// path prompt (completions, a failure) is for the text it was about,
    /// and goes.
    mutating func paste(_ text: String) -> Bool {
        switch self {
        case .saveAs(var field, let failure):
            field.paste(text)
            self = .saveAs(field, failure: failure)
        case .find(var field):
            field.paste(text)
            self = .find(field)
        case .goToLine(var field):
            field.paste(text)
            self = .goToLine(field)
        case .replace(.find(var field)):
            field.paste(text)
            self = .replace(.find(field))
        case .replace(.with(var field, let term)):
            field.paste(text)
            self = .replace(.with(field, term: term))
        case .attach(var field, _):
            field.paste(text)
            self = .attach(field, note: nil)
        case .openLetter(var field, _):
            field.paste(text)
            self = .openLetter(field, note: nil)
        case .envelope(var form):
            form.paste(text)
            self = .envelope(form)
        case .exportAs(let format, var field):
            field.paste(text)
            self = .exportAs(format, field)
        case .palette(var palette):
            palette.paste(text)
            self = .palette(palette)
        case .choosePaper(var palette):
            palette.paste(text)
            self = .choosePaper(palette)
        case .chooseTemplate(var palette):
            palette.paste(text)
            self = .chooseTemplate(palette)
        case .chooseSpelling(var choice):
            choice.palette.paste(text)
            self = .chooseSpelling(choice)
        case .chooseSticker(var palette):
            palette.paste(text)
            self = .chooseSticker(palette)
        case .chooseLetter(var palette):
            palette.paste(text)
            self = .chooseLetter(palette)
        case .editing, .help, .confirmQuit, .confirmOverwrite, .confirmReplace, .confirmLoss, .choose, .confirmExport,
            .replace(.asking):
            return false
        }
        return true
    }
}
