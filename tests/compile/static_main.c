/* Links two JAXCORE_STATIC translation units (static_tu.c). */
int static_one(void);
int static_two(void);

int main(void) { return static_one() && static_two() ? 0 : 1; }
