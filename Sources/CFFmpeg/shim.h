#ifndef LETTER_CFFMPEG_SHIM_H
#define LETTER_CFFMPEG_SHIM_H

// FFmpeg's libraries: libavformat reads a container's streams and length,
// libavcodec decodes one frame and encodes it as PNG, libswscale scales it,
// libavutil holds frames, options and errors. Only `letter-media` links them.
#include <libavformat/avformat.h>
#include <libavcodec/avcodec.h>
#include <libswscale/swscale.h>
#include <libavutil/avutil.h>
#include <libavutil/imgutils.h>
#include <libavutil/opt.h>

// Macros Swift cannot import, as constants.
static const int64_t letter_av_nopts_value = AV_NOPTS_VALUE;
static const int letter_averror_eagain = AVERROR(EAGAIN);
static const int letter_averror_eof = AVERROR_EOF;
static const int letter_av_time_base = AV_TIME_BASE;

#endif
