import Foundation
import PackagePlugin

/// Compiles the translators' catalogs, `po/<language>.po`, with gettext's
/// `msgfmt -c` into the folder gettext reads (`locale/<language>/LC_MESSAGES/letter.mo`
/// in the plugin's work folder), and writes a Swift file naming that folder,
/// so a built `letter` finds its catalogs without being installed.
///
/// The catalogs are not the command's declared outputs: SwiftPM would take
/// them for resources and flatten them into one folder, where every
/// language's `letter.mo` would have the same name. The Swift file is the
/// output; the .po files are the inputs, so a changed catalog is compiled
/// again and nothing else is.
@main
struct CompileCatalogs: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        let poFolder = context.package.directoryURL.appending(path: "po")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: poFolder.path(percentEncoded: false))) ?? []
        let catalogs = names.filter { $0.hasSuffix(".po") }.sorted()
        let localeFolder = context.pluginWorkDirectoryURL.appending(path: "locale")
        let swiftFile = context.pluginWorkDirectoryURL.appending(path: "BuiltCatalogFolder.swift")
        var script = "set -e\n"
        for catalog in catalogs {
            let language = String(catalog.dropLast(3))
            let folder = localeFolder.appending(path: "\(language)/LC_MESSAGES")
            script += "mkdir -p '\(folder.path(percentEncoded: false))'\n"
            script +=
                "msgfmt -c -o '\(folder.appending(path: "letter.mo").path(percentEncoded: false))' '\(poFolder.appending(path: catalog).path(percentEncoded: false))'\n"
        }
        script += """
            cat > '\(swiftFile.path(percentEncoded: false))' <<'END'
            // Written by the CompileCatalogs plugin: where this build's catalogs are.
            let builtCatalogFolder = "\(localeFolder.path(percentEncoded: false))"
            END

            """
        return [
            .buildCommand(
                displayName: "Compiling the translations (msgfmt)",
                executable: URL(filePath: "/bin/sh"),
                arguments: ["-c", script],
                inputFiles: catalogs.map { poFolder.appending(path: $0) },
                outputFiles: [swiftFile])
        ]
    }
}
