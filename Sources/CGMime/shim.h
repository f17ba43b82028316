#ifndef LETTER_CGMIME_SHIM_H
#define LETTER_CGMIME_SHIM_H

// GMime builds the message a letter is sent as: its MIME parts, their
// transfer encodings, and headers with non-ASCII words encoded (RFC 2047).
#include <gmime/gmime.h>

#endif
