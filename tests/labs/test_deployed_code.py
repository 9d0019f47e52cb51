"""``kit.handler_problem``: why Lambda's Python runtime could not load a handler from a zip, read
(never run) before any invocation, so a lab never calls such code deployed."""

from __future__ import annotations

import io
import zipfile

from labcloud.labs import kit

WORKER = b"import json\n\n\ndef handler(event, context):\n    return {}\n"


def zipped(files: dict[str, bytes]) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for name, data in files.items():
            archive.writestr(name, data)
    return buffer.getvalue()


def test_a_loadable_handler_has_no_problem() -> None:
    assert kit.handler_problem(zipped({"app.py": WORKER}), "app.handler") is None
    assert kit.handler_problem(zipped({"app.py": WORKER, "worker/app.py": WORKER}), "app.handler") is None
    # code the lab cannot judge without running it is left to the invocation
    dynamic = b'"""doc"""\nif True:\n    handler = print\n'
    assert kit.handler_problem(zipped({"app.py": dynamic}), "app.handler") is None


def test_the_handler_file_inside_a_folder() -> None:
    problem = kit.handler_problem(zipped({"worker/app.py": WORKER}), "app.handler")
    assert problem == (
        "the zip holds worker/app.py, not app.py at its root: Lambda loads app.py from the top of the zip "
        "(handler app.handler). Zip the file itself, from the folder that holds it"
    )


def test_no_handler_file_a_syntax_error_a_missing_function_and_not_a_zip() -> None:
    assert kit.handler_problem(zipped({"main.py": WORKER}), "app.handler") == (
        "the zip has no app.py at its root (handler app.handler needs it); it holds main.py"
    )
    syntax = kit.handler_problem(zipped({"app.py": b"def handler(:\n"}), "app.handler")
    assert syntax is not None and syntax.startswith("app.py cannot be imported: line 1: ")  # Python's wording
    assert kit.handler_problem(
        zipped({"app.py": b"def main(event, context):\n    pass\n"}), "app.handler"
    ) == ("app.py defines no handler (handler app.handler)")
    assert kit.handler_problem(b"not a zip", "app.handler") == "the uploaded file is not a ZIP archive"
