#ifndef LETTER_CNCURSES_SHIM_H
#define LETTER_CNCURSES_SHIM_H

// The wide-character API (get_wch, add_wch, cchar_t) is hidden unless this is set,
// and SwiftPM drops the pkg-config flags that would set it.
#define NCURSES_WIDECHAR 1
#include <ncursesw/curses.h>
#include <locale.h>
#include <wchar.h>

// glibc hides these unless __USE_XOPEN; the tests compare LetterKit's width table
// with the C library, which is what ncurses uses to place characters.
extern int wcwidth(wchar_t c);
extern int wcswidth(const wchar_t *s, size_t n);

// Macros and variadic functions Swift cannot import.
static inline attr_t letter_attr_bold(void) { return A_BOLD; }
static inline attr_t letter_attr_underline(void) { return A_UNDERLINE; }
static inline attr_t letter_attr_reverse(void) { return A_REVERSE; }
static inline attr_t letter_attr_dim(void) { return A_DIM; }
static inline attr_t letter_attr_italic(void) { return A_ITALIC; }
static inline int letter_key_f(int n) { return KEY_F(n); }
// tiparm is variadic: one and two numeric parameters, for the screen's own
// output (colours, cursor moves, the scroll region).
static inline char *letter_tiparm1(const char *capability, int a) { return tiparm(capability, a); }
static inline char *letter_tiparm2(const char *capability, int a, int b) { return tiparm(capability, a, b); }
static inline mmask_t letter_mouse_all(void) { return ALL_MOUSE_EVENTS; }
static inline mmask_t letter_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t letter_button1_clicked(void) { return BUTTON1_CLICKED; }
static inline mmask_t letter_button1_released(void) { return BUTTON1_RELEASED; }
static inline mmask_t letter_button4_pressed(void) { return BUTTON4_PRESSED; }
static inline mmask_t letter_button5_pressed(void) { return BUTTON5_PRESSED; }
static inline mmask_t letter_button_shift(void) { return BUTTON_SHIFT; }

#endif
