"""Which ``@aws-sdk/*`` packages a Node.js function names and does not ship (runtime/node_sdk.py), and the
refusals of ``labcloud layers prefetch --node-sdk`` (offline; names that are not SDK v3 packages)."""

from __future__ import annotations

import asyncio
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


FAKE_NPM = """#!/bin/sh
# npm install ... <name>@<version> ...: what labcloud asks for, laid out as npm would (no network)
for spec in "$@"; do
  case "$spec" in
    --*|install) ;;
    *) name="${spec%@*}"; mkdir -p "node_modules/$name"
       printf '{"name": "%s", "version": "%s"}' "$name" "${spec##*@}" > "node_modules/$name/package.json" ;;
  esac
done
"""


def test_each_fetch_is_a_new_set_holding_the_previous_ones_and_current_is_swapped(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    bin_dir = _write(tmp_path / "bin", {"npm": FAKE_NPM})
    (bin_dir / "npm").chmod(0o755)
    monkeypatch.setenv("PATH", f"{bin_dir}:/usr/bin:/bin")
    monkeypatch.setenv("LABCLOUD_NODE_SDK_CACHE", str(tmp_path / "sdk"))
    monkeypatch.delenv("LABCLOUD_NODE_SDK_DIR", raising=False)
    monkeypatch.delenv("LABCLOUD_PUBLIC_LAYERS", raising=False)
    first = node_sdk.ensure(["@aws-sdk/client-sqs"])
    second = node_sdk.ensure(["@aws-sdk/client-dynamodb"])
    assert first != second and first.is_dir()  # a sandbox started on the first set keeps it
    assert node_sdk.node_sdk_dir() == second
    held = sorted(p.parent.name for p in second.glob("@aws-sdk/*/package.json"))
    assert held == ["client-dynamodb", "client-sqs"]
    version = (second / "@aws-sdk" / "client-sqs" / "package.json").read_text()
    assert node_sdk.SDK_VERSION in version
    assert node_sdk.ensure(["@aws-sdk/client-sqs"]) == second  # present: nothing run


def test_a_folder_the_user_gave_is_never_changed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LABCLOUD_NODE_SDK_DIR", str(_write(tmp_path / "mine", {"x/package.json": "{}"})))
    code = _write(tmp_path / "code", {"index.mjs": 'import { S3Client } from "@aws-sdk/client-s3";\n'})
    with pytest.raises(node_sdk.BuildError, match="does not add to a folder it did not make"):
        node_sdk.ensure(["@aws-sdk/client-s3"])
    line = asyncio.run(node_sdk.ready("nodejs22.x", code, []))
    assert line is not None and "@aws-sdk/client-s3" in line and "not in LABCLOUD_NODE_SDK_DIR" in line


def test_a_folder_installed_by_hand_is_used_then_carried_into_the_first_set(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    bin_dir = _write(tmp_path / "bin", {"npm": FAKE_NPM})
    (bin_dir / "npm").chmod(0o755)
    monkeypatch.setenv("PATH", f"{bin_dir}:/usr/bin:/bin")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    for name in ("LABCLOUD_NODE_SDK_CACHE", "LABCLOUD_NODE_SDK_DIR", "LABCLOUD_PUBLIC_LAYERS"):
        monkeypatch.delenv(name, raising=False)
    deps = '{"dependencies": {"@aws/durable-execution-sdk-js": "1.0.1", "@aws-sdk/client-sqs": "^3.500.0"}}'
    hand = _write(
        tmp_path / "cache" / "labcloud" / "nodejs-sdk",
        {"package.json": deps, "node_modules/@aws-sdk/client-sqs/package.json": "{}"},
    )
    assert node_sdk.node_sdk_dir() == (hand / "node_modules").resolve()
    fetched = node_sdk.ensure(["@aws-sdk/client-dynamodb"])
    assert node_sdk.node_sdk_dir() == fetched
    assert '"1.0.1"' in (fetched / "@aws" / "durable-execution-sdk-js" / "package.json").read_text()
    assert node_sdk.SDK_VERSION in (fetched / "@aws-sdk" / "client-sqs" / "package.json").read_text()


def test_a_cold_start_waits_for_the_running_fetch_within_its_bound(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    release = tmp_path / "release"
    held_npm = FAKE_NPM.replace("for spec", f'while [ ! -e "{release}" ]; do sleep 0.05; done\nfor spec', 1)
    bin_dir = _write(tmp_path / "bin", {"npm": held_npm})  # npm "downloads" until the test releases it
    (bin_dir / "npm").chmod(0o755)
    monkeypatch.setenv("PATH", f"{bin_dir}:/usr/bin:/bin")
    monkeypatch.setenv("LABCLOUD_NODE_SDK_CACHE", str(tmp_path / "sdk"))
    monkeypatch.delenv("LABCLOUD_NODE_SDK_DIR", raising=False)
    monkeypatch.delenv("LABCLOUD_PUBLIC_LAYERS", raising=False)
    code = _write(tmp_path / "code", {"index.js": 'require("@aws-sdk/client-sts");\n'})
    monkeypatch.setenv("LABCLOUD_NODE_SDK_WAIT", "0")
    line = asyncio.run(node_sdk.ready("nodejs20.x", code, []))
    assert line is not None and "npm is still fetching them" in line
    assert "labcloud layers prefetch --node-sdk @aws-sdk/client-sts" in line
    release.touch()
    monkeypatch.setenv("LABCLOUD_NODE_SDK_WAIT", "60")  # a bound, not a timing: the fetch ends when released
    assert asyncio.run(node_sdk.ready("nodejs20.x", code, [])) is None
    assert node_sdk.missing("nodejs20.x", code, []) == []
