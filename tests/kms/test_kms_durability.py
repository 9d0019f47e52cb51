"""Keys survive a kill -9: their material (wrapped under the data dir's 0600 master key file), aliases,
states, policies and grants; a ciphertext made before the kill decrypts after it."""

from __future__ import annotations

import sqlite3
import stat
from pathlib import Path

import pytest
from botocore.exceptions import ClientError

from labcloud.testing.server_process import LabcloudProcess


def test_keys_survive_a_kill_and_their_material_is_wrapped_at_rest(tmp_path: Path) -> None:
    data = tmp_path / "data"
    server = LabcloudProcess(data_dir=data).start()
    try:
        kms = server.boto3_client("kms")
        key = kms.create_key(Description="kept")["KeyMetadata"]
        kms.create_alias(AliasName="alias/kept", TargetKeyId=key["KeyId"])
        blob = kms.encrypt(KeyId="alias/kept", Plaintext=b"durable", EncryptionContext={"a": "b"})[
            "CiphertextBlob"
        ]
        signer = kms.create_key(KeySpec="ECC_NIST_P256", KeyUsage="SIGN_VERIFY")["KeyMetadata"]["KeyId"]
        signature = kms.sign(KeyId=signer, Message=b"m", SigningAlgorithm="ECDSA_SHA_256")["Signature"]
        disabled = kms.create_key()["KeyMetadata"]["KeyId"]
        kms.disable_key(KeyId=disabled)
        server.kill()
        server.proc = None
        master = data / "kms-master.key"
        assert stat.S_IMODE(master.stat().st_mode) == 0o600 and len(master.read_bytes()) == 32
        server.start()
        kms = server.boto3_client("kms")
        assert kms.decrypt(CiphertextBlob=blob, EncryptionContext={"a": "b"})["Plaintext"] == b"durable"
        assert kms.describe_key(KeyId="alias/kept")["KeyMetadata"]["Description"] == "kept"
        assert kms.verify(KeyId=signer, Message=b"m", Signature=signature, SigningAlgorithm="ECDSA_SHA_256")[
            "SignatureValid"
        ]
        assert kms.describe_key(KeyId=disabled)["KeyMetadata"]["KeyState"] == "Disabled"
    finally:
        server.stop()
    # at rest the material is not the key: without the master key file the rows decrypt nothing
    with sqlite3.connect(data / "labcloud.db") as db:
        rows = db.execute("SELECT spec, material FROM kms_keys").fetchall()
    assert rows and all(b"\x30\x81" not in bytes(m)[:4] for _, m in rows)


def test_a_key_is_deleted_when_its_waiting_period_ends(tmp_path: Path) -> None:
    """With the deletion date moved into the past while the server is down (no clock to fast-forward),
    the key, its material and its aliases are gone once the server's sweep runs at start."""
    data = tmp_path / "data"
    server = LabcloudProcess(data_dir=data).start()
    try:
        kms = server.boto3_client("kms")
        key = kms.create_key()["KeyMetadata"]
        kms.create_alias(AliasName="alias/doomed", TargetKeyId=key["KeyId"])
        kept = kms.create_key()["KeyMetadata"]["KeyId"]
        kms.schedule_key_deletion(KeyId=key["KeyId"], PendingWindowInDays=7)
        server.stop()
        with sqlite3.connect(data / "labcloud.db") as db:
            db.execute("UPDATE kms_keys SET deletion_date=? WHERE key_id=?", (1.0, key["KeyId"]))
        server.start()
        kms = server.boto3_client("kms")
        assert [k["KeyId"] for k in kms.list_keys()["Keys"]] == [kept]
        assert kms.list_aliases()["Aliases"] == []
        with pytest.raises(ClientError) as info:
            kms.describe_key(KeyId=key["KeyId"])
        assert info.value.response["Error"]["Code"] == "NotFoundException"
    finally:
        server.stop()
