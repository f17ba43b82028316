#ifndef LETTER_CHUNSPELL_SHIM_H
#define LETTER_CHUNSPELL_SHIM_H

// Hunspell's C API (Hunspell_create, _spell, _suggest, _add, _free_list,
// _get_dic_encoding) imports into Swift as it is. Its strings are bytes in the
// dictionary's own encoding (the .aff file's SET), not always UTF-8: the
// caller converts both ways.
#include <hunspell/hunspell.h>

#endif
