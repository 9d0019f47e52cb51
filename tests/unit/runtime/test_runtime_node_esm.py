"""ES module Node.js handlers: ``.mjs``, ``.js`` under ``"type": "module"``, top-level await, bare imports
from a layer (NODE_PATH, which Node.js's own ``import`` ignores), and Lambda's errors when loading fails."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from runtime_helpers import Recorder, make_zip, run_with_manager, seen_task_root, spec_for

from labcloud.runtime import SandboxManager, extract_code

pytestmark = pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed")

MJS = """
import { helper } from './lib/helper.mjs';
import { greet } from 'layered-greeting';
const ready = await Promise.resolve('awaited at the top');
export const handler = async (event, context) => ({
  ready, helper: helper(), greet: greet(event.name), rid: context.awsRequestId,
  kind: typeof require,
});
export const plain = 42;
"""
HELPER = "export const helper = () => 'from a sibling module';\n"
LAYER_PACKAGE = {
    "nodejs/node_modules/layered-greeting/package.json": json.dumps(
        {
            "name": "layered-greeting",
            "type": "module",
            "exports": {"import": "./esm.js", "require": "./cjs.js"},
        }
    ),
    "nodejs/node_modules/layered-greeting/esm.js": "export const greet = (n) => `hello ${n} (esm)`;\n",
    "nodejs/node_modules/layered-greeting/cjs.js": "exports.greet = (n) => `hello ${n} (cjs)`;\n",
}
TYPE_MODULE_JS = """
const factor = await Promise.resolve(2);
export async function handler(event) { return { doubled: event.n * factor, meta: import.meta.url.startsWith('file:') }; }
"""


def _layer(tmp: Path) -> Path:
    return extract_code(make_zip(LAYER_PACKAGE), tmp / "layer").path


def test_an_mjs_handler_with_top_level_await_and_layer_imports(tmp_path: Path) -> None:
    spec = spec_for(
        tmp_path,
        {"index.mjs": MJS, "lib/helper.mjs": HELPER},
        runtime="nodejs20.x",
        handler="index.handler",
        name="esm",
        layer_paths=(_layer(tmp_path),),
    )

    async def body(m: SandboxManager, rec: Recorder) -> None:
        r = await m.invoke(spec, b'{"name": "ada"}', request_id="req-esm")
        assert r.status == "success", r.payload
        assert json.loads(r.payload) == {
            "ready": "awaited at the top",
            "helper": "from a sibling module",
            "greet": "hello ada (esm)",  # the package's "import" condition, as an ES module resolves it
            "rid": "req-esm",
            "kind": "undefined",
        }

    run_with_manager(tmp_path, body)


def test_a_js_handler_under_a_type_module_package(tmp_path: Path) -> None:
    files = {"src/app.js": TYPE_MODULE_JS, "package.json": json.dumps({"type": "module"})}
    spec = spec_for(tmp_path, files, runtime="nodejs22.x", handler="src/app.handler", name="typemod")

    async def body(m: SandboxManager, rec: Recorder) -> None:
        r = await m.invoke(spec, b'{"n": 21}')
        assert r.status == "success", r.payload
        assert json.loads(r.payload) == {"doubled": 42, "meta": True}

    run_with_manager(tmp_path, body)


def _init_error(tmp_path: Path, files: dict[str, str], handler: str, name: str) -> dict[str, str]:
    spec = spec_for(tmp_path / name, files, runtime="nodejs20.x", handler=handler, name=name)
    got: dict[str, str] = {}

    async def body(m: SandboxManager, rec: Recorder) -> None:
        r = await m.invoke(spec, b"{}")
        assert (r.status, r.function_error) == ("init_error", "Unhandled"), r.payload
        got.update(json.loads(r.payload))

    run_with_manager(tmp_path / name, body)
    got["root"] = seen_task_root(spec)
    return got


def test_loading_errors_are_shaped_as_lambda_shapes_them(tmp_path: Path) -> None:
    missing_export = _init_error(tmp_path, {"index.mjs": TYPE_MODULE_JS}, "index.nothere", "noexport")
    assert missing_export["errorType"] == "Runtime.HandlerNotFound"
    assert missing_export["errorMessage"] == "index.nothere is undefined or not exported"
    not_a_function = _init_error(
        tmp_path, {"index.mjs": "export const plain = 42;\n"}, "index.plain", "notfn"
    )
    assert not_a_function["errorType"] == "Runtime.HandlerNotFound"
    assert not_a_function["errorMessage"] == "index.plain is undefined or not exported"
    no_file = _init_error(tmp_path, {"other.mjs": HELPER}, "index.handler", "nofile")
    assert no_file["errorType"] == "Runtime.ImportModuleError"
    assert no_file["errorMessage"] == "Error: Cannot find module 'index'"
    no_package = _init_error(tmp_path, {"index.mjs": MJS, "lib/helper.mjs": HELPER}, "index.handler", "nopkg")
    assert no_package["errorType"] == "Runtime.ImportModuleError"
    assert no_package["errorMessage"] == (
        f"Error: Cannot find package 'layered-greeting' imported from {no_package['root']}/index.mjs"
    )
    syntax = _init_error(
        tmp_path, {"index.mjs": "export const handler = async () => {;\n"}, "index.handler", "syn"
    )
    assert syntax["errorType"] == "Runtime.UserCodeSyntaxError"
    assert syntax["errorMessage"].startswith("SyntaxError: ")
