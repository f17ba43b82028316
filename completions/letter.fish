function __letter_should_offer_completions_for_flags_or_options -a expected_commands
    set -l non_repeating_flags_or_options $argv[2..]
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __letter_parse_tokens
    test "$commands" = "$expected_commands"; and return $non_repeating_flags_or_options_absent
end

function __letter_should_offer_completions_for_positional -a expected_commands positional_index_comparison expected_positional_index
    set -l non_repeating_flags_or_options
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __letter_parse_tokens
    test "$commands" = "$expected_commands" -a \( "$positional_index" "$positional_index_comparison" "$expected_positional_index" \)
end

function __letter_parse_tokens -S
    set -l unparsed_tokens (__letter_tokens -pc)
    switch $unparsed_tokens[1]
    case 'letter'
        __letter_parse_subcommand 0 'version' 'h/help'
        switch $unparsed_tokens[1]
        case 'edit'
            __letter_parse_subcommand -r 1 'paper=' 'lines=' 'columns=' 'version' 'h/help'
        case 'new'
            __letter_parse_subcommand 2 'version' 'h/help'
        case 'box'
            __letter_parse_subcommand 1 'list' 'search=' 'order=' 'refresh' 'version' 'h/help'
            switch $unparsed_tokens[1]
            case 'sync'
                __letter_parse_subcommand 1 'box=' 'version' 'h/help'
            end
        case 'export'
            __letter_parse_subcommand 1 'to=' 'o/output=' 'page=' 'paper=' 'lines=' 'columns=' 'version' 'h/help'
        case 'print'
            __letter_parse_subcommand 1 'page=' 'd/printer=' 'paper=' 'lines=' 'columns=' 'version' 'h/help'
        case 'send'
            __letter_parse_subcommand 1 'o/output=' 'dry-run' 'from=' 'to=+' 'cc=+' 'paper=' 'lines=' 'columns=' 'version' 'h/help'
        case 'check'
            __letter_parse_subcommand 1 'paper=' 'lines=' 'columns=' 'version' 'h/help'
        case 'spell'
            __letter_parse_subcommand 1 'lang=' 'paper=' 'lines=' 'columns=' 'version' 'h/help'
        case 'render'
            __letter_parse_subcommand 1 'color' 'paper=' 'lines=' 'columns=' 'version' 'h/help'
        case 'envelope'
            __letter_parse_subcommand 1 'set=+' 'version' 'h/help'
        case 'papers'
            __letter_parse_subcommand 0 'show=' 'version' 'h/help'
        case 'templates'
            __letter_parse_subcommand 0 'version' 'h/help'
        case 'keys'
            __letter_parse_subcommand 0 'mode=' 'version' 'h/help'
        case 'book'
            __letter_parse_subcommand 1 'to=' 'o/output=' 'page=' 'version' 'h/help'
        case 'import'
            __letter_parse_subcommand 1 'o/output=' 'force' 'all' 'paper=' 'lines=' 'columns=' 'version' 'h/help'
        case 'help'
            __letter_parse_subcommand -r 1 'version'
        end
    end
end

function __letter_tokens
    if test (string split -m 1 -f 1 -- . "$FISH_VERSION") -gt 3
        commandline --tokens-raw $argv
    else
        commandline -o $argv
    end
end

function __letter_parse_subcommand -S -a positional_count
    argparse -s r -- $argv
    set -l option_specs $argv[2..]
    set -l is_repeating_positional $_flag_r
    set -el _flag_r
    set -a commands $unparsed_tokens[1]
    set positional_index 0
    while true
        set -e unparsed_tokens[1]
        argparse -sn "$commands" $option_specs -- $unparsed_tokens 2> /dev/null
        set unparsed_tokens $argv
        set positional_index (math $positional_index + 1)
        for non_repeating_flag_or_option in $non_repeating_flags_or_options
            if set -ql "_flag_$(string replace -a - _ -- $non_repeating_flag_or_option)"
                set non_repeating_flags_or_options_absent 1
                break
            end
        end
        test (count $unparsed_tokens) -eq 0 -o \( -z "$is_repeating_positional" -a "$positional_index" -gt "$positional_count" \) && break
    end
end

function __letter_complete_directories
    set -l token (commandline -t)
    string match -- '*/' $token
    set -l subdirs $token*/
    printf %s\n $subdirs
end

function __letter_custom_completion
    set -x SAP_SHELL fish
    set -x SAP_SHELL_VERSION $FISH_VERSION
    set -l tokens (__letter_tokens -p)
    if test -z "$(__letter_tokens -t)"
        set -l index (count (__letter_tokens -pc))
        set tokens $tokens[..$index] \'\' $tokens[(math $index + 1)..]
    end
    command $tokens[1] $argv $tokens
end

complete -c 'letter' -f
complete -c 'letter' -n '__letter_should_offer_completions_for_flags_or_options "letter" version' -l 'version' -d 'Show the version.'
complete -c 'letter' -n '__letter_should_offer_completions_for_flags_or_options "letter" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'letter' -n '__letter_should_offer_completions_for_positional "letter" -eq 1' -fa 'edit' -d 'Open the editor on a letter (the default command).'
complete -c 'letter' -n '__letter_should_offer_completions_for_positional "letter" -eq 1' -fa 'new' -d 'Start a new letter from a template.'
complete -c 'letter' -n '__letter_should_offer_completions_for_positional "letter" -eq 1' -fa 'box' -d 'The letterbox: list, search and open every letter in a folder.'
complete -c 'letter' -n '__letter_should_offer_completions_for_positional "letter" -eq 1' -fa 'export' -d 'Write a letter as it stands on its paper, for pasting into mail.'
complete -c 'letter' -n '__letter_should_offer_completions_for_positional "letter" -eq 1' -fa 'print' -d 'Print a letter: its PDF (as export --to pdf makes it) sent to lp.'
complete -c 'letter' -n '__letter_should_offer_completions_for_positional "letter" -eq 1' -fa 'send' -d 'Send a letter as an e-mail message through your sendmail program, or write the message to a file.'
complete -c 'letter' -n '__letter_should_offer_completions_for_positional "letter" -eq 1' -fa 'check' -d 'Say whether a letter fits its paper.'
complete -c 'letter' -n '__letter_should_offer_completions_for_positional "letter" -eq 1' -fa 'spell' -d 'List a letter\'s misspelt words, with suggestions.'
complete -c 'letter' -n '__letter_should_offer_completions_for_positional "letter" -eq 1' -fa 'render' -d 'Print a letter exactly as it is wrapped on its paper.'
complete -c 'letter' -n '__letter_should_offer_completions_for_positional "letter" -eq 1' -fa 'envelope' -d 'Show a letter\'s envelope: to, from, address, postcode, phone, e-mail, date.'
complete -c 'letter' -n '__letter_should_offer_completions_for_positional "letter" -eq 1' -fa 'papers' -d 'List the papers: the presets and your own.'
complete -c 'letter' -n '__letter_should_offer_completions_for_positional "letter" -eq 1' -fa 'templates' -d 'List your templates: letters to start new ones from.'
complete -c 'letter' -n '__letter_should_offer_completions_for_positional "letter" -eq 1' -fa 'keys' -d 'List the keys of every mode, as config.toml sets them.'
complete -c 'letter' -n '__letter_should_offer_completions_for_positional "letter" -eq 1' -fa 'book' -d 'Publish a book: the letters of a folder with a book.toml, bound as a PDF, an HTML page or an EPUB.'
complete -c 'letter' -n '__letter_should_offer_completions_for_positional "letter" -eq 1' -fa 'import' -d 'Make a letter from rich text as data (runs JSON), from e-mail, or from an ODT or DOCX document.'
complete -c 'letter' -n '__letter_should_offer_completions_for_positional "letter" -eq 1' -fa 'help' -d 'Show subcommand help information.'
complete -c 'letter' -n '__letter_should_offer_completions_for_flags_or_options "letter edit" paper' -l 'paper' -d 'The paper: a name (see `letter papers`) or a paper file (a path with a / or ending in .toml).' -rfka ''
complete -c 'letter' -n '__letter_should_offer_completions_for_flags_or_options "letter edit" lines' -l 'lines' -d 'Writing lines on the paper, overriding the preset.' -rfka ''
complete -c 'letter' -n '__letter_should_offer_completions_for_flags_or_options "letter edit" columns' -l 'columns' -d 'Columns (display cells) per line, overriding the preset.' -rfka ''
complete -c 'letter' -n '__letter_should_offer_completions_for_flags_or_options "letter edit" version' -l 'version' -d 'Show the version.'
complete -c 'letter' -n '__letter_should_offer_completions_for_flags_or_options "letter edit" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'letter' -n '__letter_should_offer_completions_for_flags_or_options "letter new" version' -l 'version' -d 'Show the version.'
complete -c 'letter' -n '__letter_should_offer_completions_for_flags_or_options "letter new" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'letter' -n '__letter_should_offer_completions_for_flags_or_options "letter box" list' -l 'list' -d 'Print one line per letter.'
complete -c 'letter' -n '__letter_should_offer_completions_for_flags_or_options "letter box" search' -l 'search' -d 'Print the paths of the letters holding TEXT, best first.' -rfka ''
complete -c 'letter' -n '__letter_should_offer_completions_for_flags_or_options "letter box" order' -l 'order' -d 'The order of --list: newest, name or longest.' -rfka 'newest name longest'
complete -c 'letter' -n '__letter_should_offer_completions_for_flags_or_options "letter box" refresh' -l 'refresh' -d 'Look at every letter\'s time and size first, not only the folders\'.'
complete -c 'letter' -n '__letter_should_offer_completions_for_flags_or_options "letter box" version' -l 'version' -d 'Show the version.'
complete -c 'letter' -n '__letter_should_offer_completions_for_flags_or_options "letter box" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'letter' -n '__letter_should_offer_completions_for_positional "letter box" -eq 1' -fa 'sync' -d 'Bring the letterbox together with a git remote, so every machine has the same letters.'
complete -c 'letter' -n '__letter_should_offer_completions_for_flags_or_options "letter box sync" box' -l 'box' -d 'The letterbox folder.' -rfka ''
complete -c 'letter' -n '__letter_should_offer_completions_for_flags_or_options "letter box sync" version' -l 'version' -d 'Show the version.'
complete -c 'letter' -n '__letter_should_offer_completions_for_flags_or_options "letter box sync" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'letter' -n '__letter_should_offer_completions_for_flags_or_options "letter export" to' -l 'to' -d 'The format to write: txt, md, html, pdf, odt, docx or runs (without it, the extension of -o\'s file).' -rfka 'txt md html pdf runs odt docx'
complete -c 'letter' -n '__letter_should_offer_completions_for_flags_or_options "letter export" o output' -s 'o' -l 'output' -d 'Write to this file instead of standard output (- is standard output).' -rfka ''
complete -c 'letter' -n '__letter_should_offer_completions_for_flags_or_options "letter export" page' -l 'page' -d 'The printed page\'s size, for pdf: a4 or letter.' -rfka 'a4 letter'
complete -c 'letter' -n '__letter_should_offer_completions_for_flags_or_options "letter export" paper' -l 'paper' -d 'The paper: a name (see `letter papers`) or a paper file (a path with a / or ending in .toml).' -rfka ''
complete -c 'letter' -n '__letter_should_offer_completions_for_flags_or_options "letter export" lines' -l 'lines' -d 'Writing lines on the paper, overriding the preset.' -rfka ''
complete -c 'letter' -n '__letter_should_offer_completions_for_flags_or_options "letter export" columns' -l 'columns' -d 'Columns (display cells) per line, overriding the preset.' -rfka ''
complete -c 'letter' -n '__letter_should_offer_completions_for_flags_or_options "letter export" version' -l 'version' -d 'Show the version.'
complete -c 'letter' -n '__letter_should_offer_completions_for_flags_or_options "letter export" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'letter' -n '__letter_should_offer_completions_for_flags_or_options "letter print" page' -l 'page' -d 'The printed page\'s size: a4 or letter.' -rfka 'a4 letter'
complete -c 'letter' -n '__letter_should_offer_completions_for_flags_or_options "letter print" d printer' -s 'd' -l 'printer' -d 'The printer (lp -d); lp\'s default when not given.' -rfka ''
complete -c 'letter' -n '__letter_should_offer_completions_for_flags_or_options "letter print" paper' -l 'paper' -d 'The paper: a name (see `letter papers`) or a paper file (a path with a / or ending in .toml).' -rfka ''
complete -c 'letter' -n '__letter_should_offer_completions_for_flags_or_options "letter print" lines' -l 'lines' -d 'Writing lines on the paper, overriding the preset.' -rfka ''
complete -c 'letter' -n '__letter_should_offer_completions_for_flags_or_options "letter print" columns' -l 'columns' -d 'Columns (display cells) per line, overriding the preset.' -rfka ''
complete -c 'letter' -n '__letter_should_offer_completions_for_flags_or_options "letter print" version' -l 'version' -d 'Show the version.'
complete -c 'letter' -n '__letter_should_offer_completions_for_flags_or_options "letter print" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'letter' -n '__letter_should_offer_completions_for_flags_or_options "letter send" o output' -s 'o' -l 'output' -d 'Write the message to this file (- is standard output).' -rfka ''
complete -c 'letter' -n '__letter_should_offer_completions_for_flags_or_options "letter send" dry-run' -l 'dry-run' -d 'Show the message\'s headers and parts instead of writing it.'
complete -c 'letter' -n '__letter_should_offer_completions_for_flags_or_options "letter send" from' -l 'from' -d 'The sender\'s e-mail address.' -rfka ''
complete -c 'letter' -n '__letter_should_offer_completions_for_flags_or_options "letter send"' -l 'to' -d 'A recipient\'s e-mail address, instead of the envelope\'s (may be repeated).' -rfka ''
complete -c 'letter' -n '__letter_should_offer_completions_for_flags_or_options "letter send"' -l 'cc' -d 'An e-mail address to send a copy to (Cc; may be repeated).' -rfka ''
complete -c 'letter' -n '__letter_should_offer_completions_for_flags_or_options "letter send" paper' -l 'paper' -d 'The paper: a name (see `letter papers`) or a paper file (a path with a / or ending in .toml).' -rfka ''
complete -c 'letter' -n '__letter_should_offer_completions_for_flags_or_options "letter send" lines' -l 'lines' -d 'Writing lines on the paper, overriding the preset.' -rfka ''
complete -c 'letter' -n '__letter_should_offer_completions_for_flags_or_options "letter send" columns' -l 'columns' -d 'Columns (display cells) per line, overriding the preset.' -rfka ''
complete -c 'letter' -n '__letter_should_offer_completions_for_flags_or_options "letter send" version' -l 'version' -d 'Show the version.'
complete -c 'letter' -n '__letter_should_offer_completions_for_flags_or_options "letter send" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'letter' -n '__letter_should_offer_completions_for_flags_or_options "letter check" paper' -l 'paper' -d 'The paper: a name (see `letter papers`) or a paper file (a path with a / or ending in .toml).' -rfka ''
complete -c 'letter' -n '__letter_should_offer_completions_for_flags_or_options "letter check" lines' -l 'lines' -d 'Writing lines on the paper, overriding the preset.' -rfka ''
complete -c 'letter' -n '__letter_should_offer_completions_for_flags_or_options "letter check" columns' -l 'columns' -d 'Columns (display cells) per line, overriding the preset.' -rfka ''
complete -c 'letter' -n '__letter_should_offer_completions_for_flags_or_options "letter check" version' -l 'version' -d 'Show the version.'
complete -c 'letter' -n '__letter_should_offer_completions_for_flags_or_options "letter check" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'letter' -n '__letter_should_offer_completions_for_flags_or_options "letter spell" lang' -l 'lang' -d 'The language of words in Latin letters (en_GB, de_DE, fr), overriding the letter\'s.' -rfka ''
complete -c 'letter' -n '__letter_should_offer_completions_for_flags_or_options "letter spell" paper' -l 'paper' -d 'The paper: a name (see `letter papers`) or a paper file (a path with a / or ending in .toml).' -rfka ''
complete -c 'letter' -n '__letter_should_offer_completions_for_flags_or_options "letter spell" lines' -l 'lines' -d 'Writing lines on the paper, overriding the preset.' -rfka ''
complete -c 'letter' -n '__letter_should_offer_completions_for_flags_or_options "letter spell" columns' -l 'columns' -d 'Columns (display cells) per line, overriding the preset.' -rfka ''
complete -c 'letter' -n '__letter_should_offer_completions_for_flags_or_options "letter spell" version' -l 'version' -d 'Show the version.'
complete -c 'letter' -n '__letter_should_offer_completions_for_flags_or_options "letter spell" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'letter' -n '__letter_should_offer_completions_for_flags_or_options "letter render" color' -l 'color' -d 'Show the ink (bold, italic, underline, colour, highlight) with ANSI escape sequences.'
complete -c 'letter' -n '__letter_should_offer_completions_for_flags_or_options "letter render" paper' -l 'paper' -d 'The paper: a name (see `letter papers`) or a paper file (a path with a / or ending in .toml).' -rfka ''
complete -c 'letter' -n '__letter_should_offer_completions_for_flags_or_options "letter render" lines' -l 'lines' -d 'Writing lines on the paper, overriding the preset.' -rfka ''
complete -c 'letter' -n '__letter_should_offer_completions_for_flags_or_options "letter render" columns' -l 'columns' -d 'Columns (display cells) per line, overriding the preset.' -rfka ''
complete -c 'letter' -n '__letter_should_offer_completions_for_flags_or_options "letter render" version' -l 'version' -d 'Show the version.'
complete -c 'letter' -n '__letter_should_offer_completions_for_flags_or_options "letter render" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'letter' -n '__letter_should_offer_completions_for_flags_or_options "letter envelope"' -l 'set' -d 'FIELD=VALUE: set a field (repeatable).' -rfka ''
complete -c 'letter' -n '__letter_should_offer_completions_for_flags_or_options "letter envelope" version' -l 'version' -d 'Show the version.'
complete -c 'letter' -n '__letter_should_offer_completions_for_flags_or_options "letter envelope" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'letter' -n '__letter_should_offer_completions_for_flags_or_options "letter papers" show' -l 'show' -d 'Print the TOML of the paper called NAME.' -rfka ''
complete -c 'letter' -n '__letter_should_offer_completions_for_flags_or_options "letter papers" version' -l 'version' -d 'Show the version.'
complete -c 'letter' -n '__letter_should_offer_completions_for_flags_or_options "letter papers" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'letter' -n '__letter_should_offer_completions_for_flags_or_options "letter templates" version' -l 'version' -d 'Show the version.'
complete -c 'letter' -n '__letter_should_offer_completions_for_flags_or_options "letter templates" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'letter' -n '__letter_should_offer_completions_for_flags_or_options "letter keys" mode' -l 'mode' -d 'List only this mode\'s keys (editor, envelope, find, box, ...).' -rfka ''
complete -c 'letter' -n '__letter_should_offer_completions_for_flags_or_options "letter keys" version' -l 'version' -d 'Show the version.'
complete -c 'letter' -n '__letter_should_offer_completions_for_flags_or_options "letter keys" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'letter' -n '__letter_should_offer_completions_for_flags_or_options "letter book" to' -l 'to' -d 'The format to write: pdf, html or epub.' -rfka 'pdf html epub'
complete -c 'letter' -n '__letter_should_offer_completions_for_flags_or_options "letter book" o output' -s 'o' -l 'output' -d 'Write to this file instead of standard output (- is standard output; epub needs a file).' -rfka ''
complete -c 'letter' -n '__letter_should_offer_completions_for_flags_or_options "letter book" page' -l 'page' -d 'The printed page\'s size, for pdf: a4 or letter.' -rfka 'a4 letter'
complete -c 'letter' -n '__letter_should_offer_completions_for_flags_or_options "letter book" version' -l 'version' -d 'Show the version.'
complete -c 'letter' -n '__letter_should_offer_completions_for_flags_or_options "letter book" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'letter' -n '__letter_should_offer_completions_for_flags_or_options "letter import" o output' -s 'o' -l 'output' -d 'The letter to write: a .letter or .md file (with --all, a folder).' -rfka ''
complete -c 'letter' -n '__letter_should_offer_completions_for_flags_or_options "letter import" force' -l 'force' -d 'Replace OUTPUT if it exists.'
complete -c 'letter' -n '__letter_should_offer_completions_for_flags_or_options "letter import" all' -l 'all' -d 'FILE is a mailbox (mbox): one letter per message, written into the folder OUTPUT.'
complete -c 'letter' -n '__letter_should_offer_completions_for_flags_or_options "letter import" paper' -l 'paper' -d 'The paper: a name (see `letter papers`) or a paper file (a path with a / or ending in .toml).' -rfka ''
complete -c 'letter' -n '__letter_should_offer_completions_for_flags_or_options "letter import" lines' -l 'lines' -d 'Writing lines on the paper, overriding the preset.' -rfka ''
complete -c 'letter' -n '__letter_should_offer_completions_for_flags_or_options "letter import" columns' -l 'columns' -d 'Columns (display cells) per line, overriding the preset.' -rfka ''
complete -c 'letter' -n '__letter_should_offer_completions_for_flags_or_options "letter import" version' -l 'version' -d 'Show the version.'
complete -c 'letter' -n '__letter_should_offer_completions_for_flags_or_options "letter import" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'letter' -n '__letter_should_offer_completions_for_flags_or_options "letter help" version' -l 'version' -d 'Show the version.'
