#ifndef MODELC_CSQLITE_SHIM_H
#define MODELC_CSQLITE_SHIM_H
/* The system SQLite (libsqlite3-dev). Only CoreDataStore imports it, as `internal import`. */
#include <sqlite3.h>

/* sqlite3_db_config is variadic, which Swift cannot call; this is its (op, int) form. */
static inline int sqlite3_db_config_int(sqlite3 *db, int op, int value) {
    return sqlite3_db_config(db, op, value, (int *)0);
}
#endif
