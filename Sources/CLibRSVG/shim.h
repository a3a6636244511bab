#ifndef EMBLEM_CLIBRSVG_SHIM_H
#define EMBLEM_CLIBRSVG_SHIM_H
/*
 * librsvg and cairo, loaded when first needed instead of linked.
 *
 * Linking librsvg brings about 40 shared libraries (GLib, GIO, Pango, HarfBuzz, fontconfig, cairo …)
 * into every run of `emblem`, and the dynamic linker took longer to load them than `normalize` or
 * `recolor` take on an icon. So only the functions Emblem calls are declared here, with the types they
 * have in <librsvg/rsvg.h> and <cairo.h>, and `emblem_rsvg()` finds them with dlopen and dlsym the first
 * time something is rasterised. `scripts/check-rsvg-abi.sh` (run by `make test`) compiles these
 * declarations against the real headers, so a difference is an error, not a crash.
 */
#include <dlfcn.h>
#include <pthread.h>
#include <stddef.h>
#include <stdint.h>

#ifndef EMBLEM_RSVG_TYPES_FROM_HEADERS
/* Opaque objects (RsvgHandle, cairo_surface_t, cairo_t, RsvgLength): pointers only. */
typedef struct EmblemRsvgHandle EmblemRsvgHandle;
typedef struct EmblemCairoSurface EmblemCairoSurface;
typedef struct EmblemCairoContext EmblemCairoContext;
typedef void EmblemRsvgLength;

/* GError: a GQuark (guint32), a gint, a gchar *. */
typedef struct EmblemGError {
    uint32_t domain;
    int code;
    char *message;
} EmblemGError;

/* RsvgRectangle: four gdoubles. */
typedef struct EmblemRsvgRectangle {
    double x, y, width, height;
} EmblemRsvgRectangle;

/* cairo_status_t is a C enum: int-sized. */
typedef int EmblemCairoStatus;
#else
/* The ABI check (scripts/check-rsvg-abi.sh): the real types, to compare the declarations below with. */
typedef RsvgHandle EmblemRsvgHandle;
typedef cairo_surface_t EmblemCairoSurface;
typedef cairo_t EmblemCairoContext;
typedef RsvgLength EmblemRsvgLength;
typedef GError EmblemGError;
typedef RsvgRectangle EmblemRsvgRectangle;
typedef cairo_status_t EmblemCairoStatus;
#endif

/* The values used here of cairo_status_t and cairo_format_t. */
enum { EMBLEM_CAIRO_STATUS_SUCCESS = 0, EMBLEM_CAIRO_STATUS_WRITE_ERROR = 11, EMBLEM_CAIRO_FORMAT_ARGB32 = 0 };

typedef EmblemCairoStatus (*EmblemCairoWriteFunction)(void *closure, const unsigned char *data, unsigned int length);

/* Every function Emblem calls, by its C name. gboolean is int; gsize is size_t. */
typedef struct EmblemRSVG {
    EmblemRsvgHandle *(*rsvg_handle_new_from_data)(const uint8_t *data, size_t length, EmblemGError **error);
    void (*rsvg_handle_set_dpi)(EmblemRsvgHandle *handle, double dpi);
    int (*rsvg_handle_get_intrinsic_size_in_pixels)(EmblemRsvgHandle *handle, double *width, double *height);
    void (*rsvg_handle_get_intrinsic_dimensions)(EmblemRsvgHandle *handle, int *has_width, EmblemRsvgLength *width,
                                                 int *has_height, EmblemRsvgLength *height, int *has_viewbox,
                                                 EmblemRsvgRectangle *viewbox);
    int (*rsvg_handle_render_document)(EmblemRsvgHandle *handle, EmblemCairoContext *cr, const EmblemRsvgRectangle *viewport,
                                       EmblemGError **error);
    void (*g_object_unref)(void *object);
    void (*g_error_free)(EmblemGError *error);
    EmblemCairoSurface *(*cairo_image_surface_create)(int format, int width, int height);
    EmblemCairoStatus (*cairo_surface_status)(EmblemCairoSurface *surface);
    void (*cairo_surface_destroy)(EmblemCairoSurface *surface);
    void (*cairo_surface_flush)(EmblemCairoSurface *surface);
    void (*cairo_surface_mark_dirty)(EmblemCairoSurface *surface);
    int (*cairo_image_surface_get_width)(EmblemCairoSurface *surface);
    int (*cairo_image_surface_get_height)(EmblemCairoSurface *surface);
    int (*cairo_image_surface_get_stride)(EmblemCairoSurface *surface);
    unsigned char *(*cairo_image_surface_get_data)(EmblemCairoSurface *surface);
    EmblemCairoStatus (*cairo_surface_write_to_png_stream)(EmblemCairoSurface *surface, EmblemCairoWriteFunction write,
                                                           void *closure);
    EmblemCairoContext *(*cairo_create)(EmblemCairoSurface *target);
    void (*cairo_destroy)(EmblemCairoContext *cr);
    EmblemCairoStatus (*cairo_status)(EmblemCairoContext *cr);
    const char *(*cairo_status_to_string)(EmblemCairoStatus status);
    void (*cairo_set_source_rgba)(EmblemCairoContext *cr, double red, double green, double blue, double alpha);
    void (*cairo_paint)(EmblemCairoContext *cr);
    /* The versions loaded, for `emblem --version` (librsvg's are variables, found by dlsym as functions are). */
    const unsigned int *rsvg_major_version;
    const unsigned int *rsvg_minor_version;
    const unsigned int *rsvg_micro_version;
    const char *(*cairo_version_string)(void);
} EmblemRSVG;

/* The names of EmblemRSVG's fields, for what is done to each: loading, checking. */
#define EMBLEM_RSVG_FUNCTIONS(X) \
    X(rsvg_handle_new_from_data) X(rsvg_handle_set_dpi) X(rsvg_handle_get_intrinsic_size_in_pixels) \
    X(rsvg_handle_get_intrinsic_dimensions) X(rsvg_handle_render_document) X(g_object_unref) X(g_error_free) \
    X(cairo_image_surface_create) X(cairo_surface_status) X(cairo_surface_destroy) X(cairo_surface_flush) \
    X(cairo_surface_mark_dirty) X(cairo_image_surface_get_width) X(cairo_image_surface_get_height) \
    X(cairo_image_surface_get_stride) X(cairo_image_surface_get_data) X(cairo_surface_write_to_png_stream) \
    X(cairo_create) X(cairo_destroy) X(cairo_status) X(cairo_status_to_string) X(cairo_set_source_rgba) X(cairo_paint) \
    X(rsvg_major_version) X(rsvg_minor_version) X(rsvg_micro_version) X(cairo_version_string)

/* What loading found: the functions, or why not. Kept in a function's static (Swift emits a header's
   inline functions, not its static variables). */
typedef struct EmblemRSVGState {
    EmblemRSVG functions;
    const char *failure;
    int loaded;
} EmblemRSVGState;

static inline EmblemRSVGState *emblem_rsvg_state(void) {
    static EmblemRSVGState state;
    return &state;
}

static inline void emblem_rsvg_load(void) {
    EmblemRSVGState *state = emblem_rsvg_state();
    /* librsvg brings cairo and GLib, so one handle finds every function. */
    void *library = dlopen("librsvg-2.so.2", RTLD_NOW | RTLD_LOCAL);
    if (!library) { state->failure = dlerror(); return; }
#define EMBLEM_RSVG_LOAD(name) \
    if (!(*(void **)&state->functions.name = dlsym(library, #name))) { state->failure = "librsvg-2.so.2 lacks " #name; return; }
    EMBLEM_RSVG_FUNCTIONS(EMBLEM_RSVG_LOAD)
#undef EMBLEM_RSVG_LOAD
    state->loaded = 1;
}

/* The loaded functions, or NULL with the reason in `emblem_rsvg_error()`. Loaded once, thread-safely. */
static inline const EmblemRSVG *emblem_rsvg(void) {
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, emblem_rsvg_load);
    return emblem_rsvg_state()->loaded ? &emblem_rsvg_state()->functions : NULL;
}

static inline const char *emblem_rsvg_error(void) {
    return emblem_rsvg() ? NULL : emblem_rsvg_state()->failure;
}

#endif
