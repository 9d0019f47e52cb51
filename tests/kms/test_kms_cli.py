"""KMS with the real ``aws`` CLI: create a key and an alias, encrypt a file, decrypt it, schedule deletion."""

from __future__ import annotations

import base64
from pathlib import Path
from typing import Any


def test_cli_encrypt_decrypt_round_trip(labcloud: Any, tmp_path: Path) -> None:
    key = labcloud.aws_json("kms", "create-key", "--description", "cli")["KeyMetadata"]
    labcloud.aws("kms", "create-alias", "--alias-name", "alias/cli", "--target-key-id", key["KeyId"])
    secret = tmp_path / "plain.txt"
    secret.write_bytes(b"from the cli")
    out = labcloud.aws_json(
        "kms",
        "encrypt",
        "--key-id",
        "alias/cli",
        "--plaintext",
        f"fileb://{secret}",
        "--encryption-context",
        "purpose=test",
    )
    assert out["KeyId"] == key["Arn"]
    blob = tmp_path / "blob.bin"
    blob.write_bytes(base64.b64decode(out["CiphertextBlob"]))
    back = labcloud.aws_json(
        "kms", "decrypt", "--ciphertext-blob", f"fileb://{blob}", "--encryption-context", "purpose=test"
    )
    assert base64.b64decode(back["Plaintext"]) == b"from the cli"
    wrong = labcloud.aws("kms", "decrypt", "--ciphertext-blob", f"fileb://{blob}", check=False)
    assert wrong.returncode != 0 and "InvalidCiphertextException" in wrong.stderr
    aliases = labcloud.aws_json("kms", "list-aliases")["Aliases"]
    assert [a["AliasName"] for a in aliases] == ["alias/cli"]
    scheduled = labcloud.aws_json(
        "kms", "schedule-key-deletion", "--key-id", key["KeyId"], "--pending-window-in-days", "7"
    )
    assert scheduled["KeyState"] == "PendingDeletion"
    refused = labcloud.aws(
        "kms", "encrypt", "--key-id", key["KeyId"], "--plaintext", "fileb://" + str(secret), check=False
    )
    assert "KMSInvalidStateException" in refused.stderr
