#!/usr/bin/env python3
"""Compiles every model under the given folders with two modelc binaries and compares the outputs
byte for byte: the check that a speed or refactoring change leaves every written byte as it was.

    Scripts/compare-builds.py OLD_MODELC NEW_MODELC [--xcode-version X.Y ...] [FOLDER ...]

Folders default to Fixtures and, when present, ../shared/corpus, ../shared/golden and
../shared/mapping. Each `--xcode-version` adds a pass with that layout (the default layout always
runs). Exit status 1 when any output, exit status or diagnostic differs.
"""
import hashlib
import os
import shutil
import subprocess
import sys
import tempfile


def models_under(root):
    for folder, dirs, _ in os.walk(root):
        for name in sorted(dirs):
            if name.endswith(('.xcdatamodeld', '.xcdatamodel')):
                yield os.path.join(folder, name)
        dirs[:] = [d for d in sorted(dirs) if not d.endswith(('.xcdatamodeld', '.xcdatamodel'))]


def digest(path):
    if not os.path.exists(path):
        return None
    hasher = hashlib.sha256()
    if os.path.isfile(path):
        hasher.update(open(path, 'rb').read())
        return hasher.hexdigest()
    for folder, dirs, files in sorted(os.walk(path)):
        dirs.sort()
        for name in sorted(files):
            file = os.path.join(folder, name)
            hasher.update(os.path.relpath(file, path).encode())
            hasher.update(open(file, 'rb').read())
    return hasher.hexdigest()


def main(argv):
    if len(argv) < 3:
        print(__doc__)
        return 2
    old, new, rest = argv[1], argv[2], argv[3:]
    layouts, folders = [[]], []
    while rest:
        item = rest.pop(0)
        if item == '--xcode-version' and rest:
            layouts.append(['--xcode-version', rest.pop(0)])
        else:
            folders.append(item)
    here = os.path.dirname(os.path.abspath(__file__))
    if not folders:
        shared = os.path.join(here, '..', '..', 'shared')
        folders = [os.path.join(here, '..', 'Fixtures')] + [os.path.join(shared, part) for part in ('corpus', 'golden', 'mapping')
                                                            if os.path.isdir(os.path.join(shared, part))]
    models = [model for folder in folders for model in models_under(folder)]
    scratch = tempfile.mkdtemp(prefix='compare-builds-')
    identical = refused = differing = 0
    try:
        for layout in layouts:
            for index, model in enumerate(models):
                results = []
                for tag, binary in (('old', old), ('new', new)):
                    output = os.path.join(scratch, tag, str(index) + ('.momd' if model.endswith('d') else '.mom'))
                    shutil.rmtree(os.path.join(scratch, tag), ignore_errors=True)
                    os.makedirs(os.path.join(scratch, tag))
                    run = subprocess.run([binary, *layout, model, output], capture_output=True)
                    text = run.stdout + run.stderr.replace(output.encode(), b'OUT')
                    results.append((run.returncode, digest(output), text))
                if results[0] != results[1]:
                    differing += 1
                    print('differs:', ' '.join(layout), model)
                elif results[0][1] is None:
                    refused += 1
                else:
                    identical += 1
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    print(f'{len(models)} models × {len(layouts)} layouts: identical {identical}, refused by both alike {refused}, differing {differing}')
    return 1 if differing else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
