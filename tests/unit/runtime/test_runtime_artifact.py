"""Deployment package extraction: CodeSha256, content addressing, zip-slip, size cap, modes."""

from __future__ import annotations

import base64
import hashlib
import io
import os
import stat
import zipfile
from pathlib import Path

import pytest
from runtime_helpers import make_zip

from labcloud.errors import AwsError
from labcloud.runtime import extract_code
from labcloud.runtime.artifact import MAX_UNZIPPED_BYTES

UNZIP_FAILED = "Could not unzip uploaded file. Please check your file, then try to upload again."


def test_code_sha256_is_base64_of_sha256_and_extraction_is_content_addressed(tmp_path: Path) -> None:
    data = make_zip({"app.py": "x = 1\n", "pkg/mod.py": "y = 2\n"})
    art = extract_code(data, tmp_path)
    assert art.sha256_b64 == base64.b64encode(hashlib.sha256(data).digest()).decode()
    assert art.size == len(data)
    assert art.path == tmp_path / hashlib.sha256(data).hexdigest()
    assert (art.path / "pkg" / "mod.py").read_text() == "y = 2\n"
    again = extract_code(data, tmp_path)
    assert again == art
    # read-only afterwards, and no temporary folder left behind
    assert stat.S_IMODE(os.stat(art.path / "app.py").st_mode) & 0o222 == 0
    assert stat.S_IMODE(os.stat(art.path).st_mode) == 0o555
    assert [p.name for p in tmp_path.iterdir()] == [art.path.name]


def test_exec_bits_from_external_attributes_are_kept(tmp_path: Path) -> None:
    data = make_zip({"bootstrap": "#!/bin/sh\n", "data.txt": "x"}, {"bootstrap": 0o100755})
    art = extract_code(data, tmp_path)
    assert stat.S_IMODE(os.stat(art.path / "bootstrap").st_mode) == 0o555
    assert stat.S_IMODE(os.stat(art.path / "data.txt").st_mode) == 0o444


@pytest.mark.parametrize("name", ["../evil.py", "a/../../evil.py", "/etc/evil.py", "..\\evil.py"])
def test_path_traversal_entries_are_rejected(tmp_path: Path, name: str) -> None:
    with pytest.raises(AwsError) as err:
        extract_code(make_zip({"ok.py": "", name: "boom"}), tmp_path / "code")
    assert err.value.code == "InvalidParameterValueException"
    assert err.value.message == UNZIP_FAILED
    assert err.value.status == 400
    assert not (tmp_path / "evil.py").exists()
    assert list((tmp_path / "code").iterdir()) == []


@pytest.mark.parametrize("target", ["../../outside", "/etc/passwd", "sub/../../x"])
def test_symlinks_pointing_outside_are_rejected(tmp_path: Path, target: str) -> None:
    data = make_zip({"link": target}, {"link": stat.S_IFLNK | 0o777})
    with pytest.raises(AwsError) as err:
        extract_code(data, tmp_path)
    assert (err.value.code, err.value.message) == ("InvalidParameterValueException", UNZIP_FAILED)


def test_symlink_inside_the_package_is_kept(tmp_path: Path) -> None:
    data = make_zip({"lib/real.py": "v = 1\n", "alias.py": "lib/real.py"}, {"alias.py": stat.S_IFLNK | 0o777})
    art = extract_code(data, tmp_path)
    assert os.readlink(art.path / "alias.py") == "lib/real.py"
    assert (art.path / "alias.py").read_text() == "v = 1\n"


def test_invalid_zip_is_rejected_with_aws_message(tmp_path: Path) -> None:
    with pytest.raises(AwsError) as err:
        extract_code(b"this is not a zip", tmp_path)
    assert (err.value.code, err.value.message, err.value.status) == (
        "InvalidParameterValueException",
        UNZIP_FAILED,
        400,
    )


def test_unzipped_size_cap(tmp_path: Path) -> None:
    assert MAX_UNZIPPED_BYTES == 262144000
    data = make_zip({"big.bin": b"\0" * 5000, "small.txt": "x"})
    with pytest.raises(AwsError) as err:
        extract_code(data, tmp_path, max_unzipped=4096)
    assert err.value.code == "InvalidParameterValueException"
    assert err.value.message == "Unzipped size must be smaller than 262144000 bytes"
    assert list(tmp_path.iterdir()) == []


def test_declared_sizes_that_lie_are_caught_while_extracting(tmp_path: Path) -> None:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_STORED) as zf:
        zf.writestr("a.bin", b"\1" * 10000)
    data = bytearray(buf.getvalue())
    # patch the central directory's uncompressed size down to 10 bytes: the header lies
    cd = data.rfind(b"PK\x01\x02")
    data[cd + 24 : cd + 28] = (10).to_bytes(4, "little")
    with pytest.raises(AwsError) as err:
        extract_code(bytes(data), tmp_path, max_unzipped=4096)
    assert err.value.code == "InvalidParameterValueException"
