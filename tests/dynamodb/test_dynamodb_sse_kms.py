"""A table's SSESpecification key is used for real: CreateTable/UpdateTable bind the key as the caller
(a missing or disabled key is a ValidationException), DescribeTable names the key KMS resolved, item
operations need kms:Decrypt on a customer key, and a disabled key makes the table inaccessible."""

from __future__ import annotations

import sys
import time
from pathlib import Path
from typing import Any

import pytest
from botocore.exceptions import ClientError

sys.path.insert(0, str(Path(__file__).parent.parent / "iam"))
from iam_api_helpers import allow, assume, client_factory, document, make_role  # noqa: E402

KEYS = {
    "AttributeDefinitions": [{"AttributeName": "pk", "AttributeType": "S"}],
    "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}],
    "BillingMode": "PAY_PER_REQUEST",
}


def failure(call: Any) -> tuple[str, str]:
    with pytest.raises(ClientError) as info:
        call()
    error = info.value.response["Error"]
    return error["Code"], error.get("Message", "")


@pytest.fixture
def kms(labcloud_client: Any) -> Any:
    return labcloud_client("kms")


def encrypted(ddb: Any, name: str, key: str | None = None) -> dict[str, Any]:
    spec: dict[str, Any] = {"Enabled": True, "SSEType": "KMS"}
    if key:
        spec["KMSMasterKeyId"] = key
    return ddb.create_table(TableName=name, SSESpecification=spec, **KEYS)["TableDescription"]


def test_the_default_is_the_aws_managed_key(ddb: Any, kms: Any) -> None:
    described = encrypted(ddb, "managed")
    managed = kms.describe_key(KeyId="alias/aws/dynamodb")["KeyMetadata"]
    assert managed["KeyManager"] == "AWS"
    assert described["SSEDescription"] == {
        "Status": "ENABLED",
        "SSEType": "KMS",
        "KMSMasterKeyArn": managed["Arn"],
    }
    ddb.put_item(TableName="managed", Item={"pk": {"S": "a"}})
    assert ddb.get_item(TableName="managed", Key={"pk": {"S": "a"}})["Item"] == {"pk": {"S": "a"}}


def test_a_customer_key_by_alias_is_reported_by_its_arn(ddb: Any, kms: Any) -> None:
    key = kms.create_key()["KeyMetadata"]
    kms.create_alias(AliasName="alias/tables", TargetKeyId=key["KeyId"])
    encrypted(ddb, "cmk", "alias/tables")
    sse = ddb.describe_table(TableName="cmk")["Table"]["SSEDescription"]
    assert sse["KMSMasterKeyArn"] == key["Arn"]
    ddb.put_item(TableName="cmk", Item={"pk": {"S": "a"}})
    assert (
        ddb.query(
            TableName="cmk", KeyConditionExpression="pk = :p", ExpressionAttributeValues={":p": {"S": "a"}}
        )["Count"]
        == 1
    )


def test_a_missing_or_disabled_key_refuses_create_and_update(ddb: Any, kms: Any) -> None:
    code, message = failure(lambda: encrypted(ddb, "tab1", "alias/none"))
    assert code == "ValidationException" and "alias/none" in message
    key = kms.create_key()["KeyMetadata"]["KeyId"]
    kms.disable_key(KeyId=key)
    code, message = failure(lambda: encrypted(ddb, "tab2", key))
    assert code == "ValidationException" and "is not enabled" in message
    assert failure(lambda: ddb.describe_table(TableName="tab2"))[0] == "ResourceNotFoundException"
    ddb.create_table(TableName="plain", **KEYS)
    spec = {"Enabled": True, "SSEType": "KMS", "KMSMasterKeyId": key}
    assert (
        failure(lambda: ddb.update_table(TableName="plain", SSESpecification=spec))[0]
        == "ValidationException"
    )
    assert "SSEDescription" not in ddb.describe_table(TableName="plain")["Table"]
    kms.enable_key(KeyId=key)
    ddb.update_table(TableName="plain", SSESpecification=spec)
    arn = kms.describe_key(KeyId=key)["KeyMetadata"]["Arn"]
    assert ddb.describe_table(TableName="plain")["Table"]["SSEDescription"]["KMSMasterKeyArn"] == arn


def test_a_disabled_key_makes_the_table_inaccessible_until_enabled(ddb: Any, kms: Any) -> None:
    key = kms.create_key()["KeyMetadata"]["KeyId"]
    encrypted(ddb, "locked", key)
    ddb.put_item(TableName="locked", Item={"pk": {"S": "a"}})
    kms.disable_key(KeyId=key)
    deadline = time.monotonic() + 15
    while True:  # DynamoDB notices a key's new state within seconds, as on AWS
        try:
            ddb.get_item(TableName="locked", Key={"pk": {"S": "a"}})
        except ClientError as error:
            assert error.response["Error"]["Code"] == "AccessDeniedException"
            assert "DisabledException" in error.response["Error"]["Message"]
            break
        assert time.monotonic() < deadline
        time.sleep(0.5)
    for call in (
        lambda: ddb.put_item(TableName="locked", Item={"pk": {"S": "b"}}),
        lambda: ddb.scan(TableName="locked"),
        lambda: ddb.batch_get_item(RequestItems={"locked": {"Keys": [{"pk": {"S": "a"}}]}}),
        lambda: ddb.transact_write_items(
            TransactItems=[{"Put": {"TableName": "locked", "Item": {"pk": {"S": "c"}}}}]
        ),
    ):
        assert failure(call)[0] == "AccessDeniedException"
    table = ddb.describe_table(TableName="locked")["Table"]
    assert table["TableStatus"] == "INACCESSIBLE_ENCRYPTION_CREDENTIALS"
    assert "InaccessibleEncryptionDateTime" in table["SSEDescription"]
    kms.enable_key(KeyId=key)
    deadline = time.monotonic() + 15
    while True:
        try:
            assert ddb.get_item(TableName="locked", Key={"pk": {"S": "a"}})["Item"] == {"pk": {"S": "a"}}
            break
        except ClientError:
            assert time.monotonic() < deadline
            time.sleep(0.5)
    assert ddb.describe_table(TableName="locked")["Table"]["TableStatus"] == "ACTIVE"


def test_a_role_needs_kms_decrypt_on_the_tables_customer_key(labcloud: Any, ddb: Any, kms: Any) -> None:
    key = kms.create_key()["KeyMetadata"]
    encrypted(ddb, "cmk", key["Arn"])
    encrypted(ddb, "managed")
    ddb.put_item(TableName="cmk", Item={"pk": {"S": "a"}})
    iam = labcloud.boto3_client("iam")
    bare = make_role(iam, "ddb-only", document(allow("dynamodb:*")))
    reader = client_factory(labcloud, assume(labcloud, bare, "ss"))("dynamodb")
    reader.put_item(TableName="managed", Item={"pk": {"S": "a"}})
    code, message = failure(lambda: reader.get_item(TableName="cmk", Key={"pk": {"S": "a"}}))
    assert code == "AccessDeniedException" and message.startswith("KMS key access denied error: ")
    assert "Error Code: AccessDeniedException" in message
    # a caller KMS refuses is not the key being unusable: the table stays ACTIVE
    assert ddb.describe_table(TableName="cmk")["Table"]["TableStatus"] == "ACTIVE"
    code, message = failure(
        lambda: reader.create_table(
            TableName="mine",
            SSESpecification={"Enabled": True, "SSEType": "KMS", "KMSMasterKeyId": key["Arn"]},
            **KEYS,
        )
    )
    assert code == "AccessDeniedException"
    both = make_role(iam, "ddb-kms", document(allow("dynamodb:*"), allow("kms:Decrypt", key["Arn"])))
    decrypting = client_factory(labcloud, assume(labcloud, both, "ss"))("dynamodb")
    assert decrypting.get_item(TableName="cmk", Key={"pk": {"S": "a"}})["Item"] == {"pk": {"S": "a"}}


def test_sse_disabled_with_a_key_is_refused(ddb: Any) -> None:
    spec = {"Enabled": False, "KMSMasterKeyId": "alias/x"}
    assert failure(lambda: ddb.create_table(TableName="xtab", SSESpecification=spec, **KEYS))[0] == (
        "ValidationException"
    )
