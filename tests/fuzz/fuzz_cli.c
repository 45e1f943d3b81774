/* libFuzzer target for the CLI's argument handling (`make fuzz`): the input is split at
   NUL bytes into at most 16 arguments and passed to tools/jaxcore.c's main, compiled in
   here under another name (run it with -close_fd_mask=3 to silence the CLI). Any crash,
   sanitizer report or leak is a finding; every exit status is fine. `speed` (a timing
   loop) is left out, and shapes are capped at 4096 elements. */
#define JAXCORE_CLI_MAX_ELEMENTS ((size_t)4096)
#define main jaxcore_cli_main
#include "../../tools/jaxcore.c"
#undef main

#include <stdint.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    static char text[4097];
    char *args[18];
    int argc = 1;
    size_t i;
    if (size > 4096) return 0;
    memcpy(text, data, size);
    text[size] = 0;
    args[0] = (char *)"jaxcore";
    args[argc++] = text;
    for (i = 0; i < size && argc < 17; ++i) {
        if (!text[i] && i + 1 <= size) args[argc++] = text + i + 1;
    }
    if (argc > 1 && !strcmp(args[1], "speed")) return 0;
    args[argc] = NULL;
    jaxcore_cli_main(argc, args);
    return 0;
}
