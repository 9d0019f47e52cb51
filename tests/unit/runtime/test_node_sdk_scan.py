"""Which ``@aws-sdk/*`` packages a Node.js function names and does not ship (runtime/node_sdk.py), and the
refusals of ``labcloud layers prefetch --node-sdk`` (offline; names that are not SDK v3 packages)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from labcloud.runtime import node_sdk


def _write(root: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    return root


def test_every_import_form_is_found_and_dependencies_are_not_read(tmp_path: Path) -> None:
    code = _write(
        tmp_path / "code",
        {
            "index.js": 'const { SQSClient } = require( "@aws-sdk/client-sqs" );\n',
            "lib/esm.mjs": "import { DynamoDBClient } from '@aws-sdk/client-dynamodb';\nimport '@aws-sdk/lib-storage';\n",
            "lib/lazy.cjs": 'const s3 = await import("@aws-sdk/client-s3/dist-cjs/index.js");\n',
            "lib/reexport.js": 'export * from "@aws-sdk/util-dynamodb";\n',
            "README.md": 'require("@aws-sdk/client-sns")\n',  # not a source file
            "node_modules/dep/index.js": 'require("@aws-sdk/client-kms");\n',  # a dependency's own imports
            "lib/other.js": 'require("@smithy/types"); require("aws-sdk");\n',  # fetched only as dependencies
        },
    )
    assert node_sdk.named(code) == {
        "@aws-sdk/client-sqs",
        "@aws-sdk/client-dynamodb",
        "@aws-sdk/lib-storage",
        "@aws-sdk/client-s3",
        "@aws-sdk/util-dynamodb",
    }


def test_packages_the_function_or_its_layers_ship_are_not_missing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("LABCLOUD_NODE_SDK_DIR", str(tmp_path / "none"))
    code = _write(
        tmp_path / "code",
        {
            "index.js": 'require("@aws-sdk/client-sqs"); require("@aws-sdk/client-sns"); require("@aws-sdk/client-s3");',
            "node_modules/@aws-sdk/client-sqs/package.json": "{}",
        },
    )
    layer = _write(tmp_path / "layer", {"nodejs/node20/node_modules/@aws-sdk/client-sns/package.json": "{}"})
    assert node_sdk.missing("nodejs20.x", code, [layer]) == ["@aws-sdk/client-s3"]
    assert node_sdk.missing("nodejs16.x", code, [layer]) == []  # its runtime carried SDK v2 (aws-sdk)


def test_runtimes_that_carry_the_v3_sdk() -> None:
    assert [
        r
        for r in ("nodejs16.x", "nodejs18.x", "nodejs20.x", "nodejs22.x", "python3.12")
        if node_sdk.carries_v3(r)
    ] == [
        "nodejs18.x",
        "nodejs20.x",
        "nodejs22.x",
    ]


def _prefetch(tmp_path: Path, *packages: str, offline: bool) -> subprocess.CompletedProcess[str]:
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "XDG_CACHE_HOME": str(tmp_path)}
    if offline:
        env["LABCLOUD_PUBLIC_LAYERS"] = "offline"
    return subprocess.run(
        [sys.executable, "-m", "labcloud.cli", "layers", "prefetch", "--node-sdk", *packages],
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )


def test_prefetch_refuses_offline_and_names_that_are_not_sdk_packages(tmp_path: Path) -> None:
    done = _prefetch(tmp_path, "@aws-sdk/client-sqs", offline=True)
    assert done.returncode == 2
    assert "failed  @aws-sdk/client-sqs: LABCLOUD_PUBLIC_LAYERS=offline forbids downloads" in done.stdout
    done = _prefetch(tmp_path, "left-pad", offline=False)
    assert done.returncode == 2
    assert "not packages of the AWS SDK for JavaScript v3: left-pad" in done.stdout
    assert not (tmp_path / "labcloud" / "nodejs-sdk-v3" / "sets").exists()
