"""Secrets survive a kill -9 (values readable, labels, deletion windows, rotation settings), and the real
``aws`` CLI drives the secret lifecycle."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

from labcloud.testing.server_process import LabcloudProcess


def test_secrets_survive_a_kill_and_values_are_not_stored_in_clear(tmp_path: Path) -> None:
    data = tmp_path / "data"
    server = LabcloudProcess(data_dir=data).start()
    try:
        sm = server.boto3_client("secretsmanager")
        kms = server.boto3_client("kms")
        key = kms.create_key()["KeyMetadata"]["KeyId"]
        arn = sm.create_secret(Name="kept", SecretString="plain-text-value-1", KmsKeyId=key)["ARN"]
        sm.put_secret_value(SecretId="kept", SecretString="plain-text-value-2")
        sm.create_secret(Name="going", SecretBinary=b"bytes-value")
        sm.delete_secret(SecretId="going", RecoveryWindowInDays=7)
        server.kill()
        server.proc = None
        server.start()
        sm = server.boto3_client("secretsmanager")
        assert sm.get_secret_value(SecretId=arn)["SecretString"] == "plain-text-value-2"
        assert (
            sm.get_secret_value(SecretId="kept", VersionStage="AWSPREVIOUS")["SecretString"]
            == "plain-text-value-1"
        )
        assert "DeletedDate" in sm.describe_secret(SecretId="going")
        sm.restore_secret(SecretId="going")
        assert sm.get_secret_value(SecretId="going")["SecretBinary"] == b"bytes-value"
    finally:
        server.stop()
    raw = b""
    with sqlite3.connect(data / "labcloud.db") as db:
        for (sealed,) in db.execute("SELECT sealed FROM sm_versions"):
            raw += bytes(sealed)
    assert raw and b"plain-text-value" not in raw and b"bytes-value" not in raw
    assert b"plain-text-value" not in (data / "labcloud.db").read_bytes()


def test_cli_secret_lifecycle(labcloud: Any) -> None:
    made = labcloud.aws_json(
        "secretsmanager", "create-secret", "--name", "cli/secret", "--secret-string", "s3cr3t"
    )
    got = labcloud.aws_json("secretsmanager", "get-secret-value", "--secret-id", "cli/secret")
    assert got["SecretString"] == "s3cr3t" and got["ARN"] == made["ARN"]
    labcloud.aws("secretsmanager", "put-secret-value", "--secret-id", made["ARN"], "--secret-string", "two")
    listed = labcloud.aws_json("secretsmanager", "list-secrets", "--filters", "Key=name,Values=cli/")
    assert [s["Name"] for s in listed["SecretList"]] == ["cli/secret"]
    password = labcloud.aws_json(
        "secretsmanager", "get-random-password", "--password-length", "16", "--exclude-punctuation"
    )
    assert len(password["RandomPassword"]) == 16 and password["RandomPassword"].isalnum()
    labcloud.aws(
        "secretsmanager", "delete-secret", "--secret-id", "cli/secret", "--recovery-window-in-days", "7"
    )
    refused = labcloud.aws("secretsmanager", "get-secret-value", "--secret-id", "cli/secret", check=False)
    assert refused.returncode != 0 and "InvalidRequestException" in refused.stderr
    assert "marked for deletion" in refused.stderr
    labcloud.aws("secretsmanager", "restore-secret", "--secret-id", "cli/secret")
    again = labcloud.aws_json("secretsmanager", "get-secret-value", "--secret-id", "cli/secret")
    assert again["SecretString"] == "two"
