"""The resource map draws keys and secrets (never values): a secret's edge to the KMS key it is encrypted
under and to its rotation function; a disabled key is marked failing."""

from __future__ import annotations

import json
import urllib.request
from typing import Any


def get_map(labcloud: Any) -> dict[str, Any]:
    with urllib.request.urlopen(labcloud.endpoint + "/_labcloud/map", timeout=30) as response:
        found: dict[str, Any] = json.loads(response.read())
    return found


def test_the_map_draws_keys_secrets_and_their_wiring(labcloud: Any, sm: Any, kms: Any) -> None:
    key = kms.create_key(Description="app")["KeyMetadata"]
    kms.create_alias(AliasName="alias/app", TargetKeyId=key["KeyId"])
    own = sm.create_secret(Name="own-key", SecretString="top-secret-value", KmsKeyId="alias/app")["ARN"]
    default = sm.create_secret(Name="default-key", SecretString="another-secret-value")["ARN"]
    function = "arn:aws:lambda:us-east-1:000000000000:function:rotator"
    sm.rotate_secret(SecretId=own, RotationLambdaARN=function, RotateImmediately=False)
    managed = kms.describe_key(KeyId="alias/aws/secretsmanager")["KeyMetadata"]["Arn"]
    kms.disable_key(KeyId=key["KeyId"])
    drawn = get_map(labcloud)
    text = json.dumps(drawn)
    assert "top-secret-value" not in text and "another-secret-value" not in text
    nodes = {n["id"]: n for n in drawn["nodes"]}
    assert nodes[own]["kind"] == "secretsmanager.secret" and nodes[own]["label"] == "own-key"
    assert nodes[key["Arn"]]["label"] == "alias/app" and nodes[key["Arn"]]["status"] == "failing"
    assert nodes[managed]["status"] == "ok"
    edges = {(e["kind"], e["from"], e["to"]) for e in drawn["edges"]}
    assert ("encrypted-by", own, key["Arn"]) in edges
    assert ("encrypted-by", default, managed) in edges
    assert ("rotation", own, function) in edges
