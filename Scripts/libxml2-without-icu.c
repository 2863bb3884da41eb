/*
 * Linked into the release tarball's binary (`make dist`) in place of ICU: libxml2 asks ICU for a
 * converter only for an encoding the C library's iconv does not know (iconv is asked first), and
 * ICU needs its 30 MB data archive to know any. Here every such request is refused the way ICU
 * refuses an encoding it has no data for, so libxml2 reports the encoding as unsupported.
 * The declarations come from ICU's own header, which also gives the functions their versioned
 * names (ucnv_open_72 …), so this file follows whatever ICU libxml2 was built against.
 */
#include <unicode/ucnv.h>
#include <unicode/ucnv_err.h>

UConverter *ucnv_open(const char *converterName, UErrorCode *err) {
    (void)converterName;
    if (err != NULL && U_SUCCESS(*err)) *err = U_FILE_ACCESS_ERROR;
    return NULL;
}

void ucnv_close(UConverter *converter) {
    (void)converter;
}

/* The remaining functions need a converter, which ucnv_open never gives. */
void ucnv_setToUCallBack(UConverter *converter, UConverterToUCallback newAction, const void *newContext,
                         UConverterToUCallback *oldAction, const void **oldContext, UErrorCode *err) {
    (void)converter; (void)newAction; (void)newContext; (void)oldAction; (void)oldContext;
    if (err != NULL && U_SUCCESS(*err)) *err = U_ILLEGAL_ARGUMENT_ERROR;
}

void ucnv_setFromUCallBack(UConverter *converter, UConverterFromUCallback newAction, const void *newContext,
                           UConverterFromUCallback *oldAction, const void **oldContext, UErrorCode *err) {
    (void)converter; (void)newAction; (void)newContext; (void)oldAction; (void)oldContext;
    if (err != NULL && U_SUCCESS(*err)) *err = U_ILLEGAL_ARGUMENT_ERROR;
}

void ucnv_convertEx(UConverter *targetCnv, UConverter *sourceCnv, char **target, const char *targetLimit,
                    const char **source, const char *sourceLimit, UChar *pivotStart, UChar **pivotSource,
                    UChar **pivotTarget, const UChar *pivotLimit, UBool reset, UBool flush, UErrorCode *pErrorCode) {
    (void)targetCnv; (void)sourceCnv; (void)target; (void)targetLimit; (void)source; (void)sourceLimit;
    (void)pivotStart; (void)pivotSource; (void)pivotTarget; (void)pivotLimit; (void)reset; (void)flush;
    if (pErrorCode != NULL && U_SUCCESS(*pErrorCode)) *pErrorCode = U_ILLEGAL_ARGUMENT_ERROR;
}

/* libxml2 installs ICU's STOP callbacks; like ICU's own, they leave the error code set, so that
 * conversion stops at the first unconvertible sequence. */
void UCNV_FROM_U_CALLBACK_STOP(const void *context, UConverterFromUnicodeArgs *fromUArgs, const UChar *codeUnits,
                               int32_t length, UChar32 codePoint, UConverterCallbackReason reason, UErrorCode *err) {
    (void)context; (void)fromUArgs; (void)codeUnits; (void)length; (void)codePoint; (void)reason; (void)err;
}

void UCNV_TO_U_CALLBACK_STOP(const void *context, UConverterToUnicodeArgs *toUArgs, const char *codeUnits,
                             int32_t length, UConverterCallbackReason reason, UErrorCode *err) {
    (void)context; (void)toUArgs; (void)codeUnits; (void)length; (void)reason; (void)err;
}
