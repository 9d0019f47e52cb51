"""Multi-Region KMS keys on one labcloud serving every Region: CreateKey MultiRegion, ReplicateKey,
DescribeKey's MultiRegionConfiguration, UpdatePrimaryRegion, cross-Region decryption, deleting a primary
with replicas (PendingReplicaDeletion), every error code; boto3, the real ``aws`` CLI, a restart."""

from __future__ import annotations

import json
from typing import Any

from kms_helpers import failure

from labcloud.testing.server_process import LabcloudProcess

EAST, WEST, EU = "us-east-1", "us-west-2", "eu-west-1"


def _clients(server: LabcloudProcess) -> tuple[Any, Any, Any]:
    return tuple(server.boto3_client("kms", region_name=r) for r in (EAST, WEST, EU))  # type: ignore[return-value]


def test_replicate_describe_and_decrypt_across_regions(labcloud: LabcloudProcess) -> None:
    east, west, eu = _clients(labcloud)
    primary = east.create_key(
        MultiRegion=True, Description="primary", Tags=[{"TagKey": "a", "TagValue": "1"}]
    )
    meta = primary["KeyMetadata"]
    key_id = meta["KeyId"]
    assert key_id.startswith("mrk-") and len(key_id) == 36 and meta["MultiRegion"] is True
    assert meta["MultiRegionConfiguration"] == {
        "MultiRegionKeyType": "PRIMARY",
        "PrimaryKey": {"Arn": meta["Arn"], "Region": EAST},
        "ReplicaKeys": [],
    }
    policy = json.dumps(
        {
            "Version": "2012-10-17",
            "Statement": [
                {
                    "Sid": "root",
                    "Effect": "Allow",
                    "Principal": {"AWS": "arn:aws:iam::000000000000:root"},
                    "Action": "kms:*",
                    "Resource": "*",
                }
            ],
        }
    )
    out = east.replicate_key(
        KeyId=key_id,
        ReplicaRegion=WEST,
        Description="replica",
        Policy=policy,
        Tags=[{"TagKey": "r", "TagValue": "2"}],
    )
    replica = out["ReplicaKeyMetadata"]
    west_arn = f"arn:aws:kms:{WEST}:000000000000:key/{key_id}"
    assert replica["KeyId"] == key_id and replica["Arn"] == west_arn
    assert replica["Description"] == "replica" and replica["KeyState"] == "Enabled"
    assert replica["MultiRegionConfiguration"]["MultiRegionKeyType"] == "REPLICA"
    assert replica["MultiRegionConfiguration"]["PrimaryKey"] == {"Arn": meta["Arn"], "Region": EAST}
    assert out["ReplicaPolicy"] == policy
    assert out["ReplicaTags"] == [{"TagKey": "r", "TagValue": "2"}]
    east.replicate_key(KeyId=meta["Arn"], ReplicaRegion=EU)

    # each Region's key: its own description, policy and tags; the primary lists every replica
    described = east.describe_key(KeyId=key_id)["KeyMetadata"]["MultiRegionConfiguration"]
    assert described["MultiRegionKeyType"] == "PRIMARY"
    assert sorted(r["Region"] for r in described["ReplicaKeys"]) == [EU, WEST]
    on_west = west.describe_key(KeyId=key_id)["KeyMetadata"]
    assert on_west["Arn"] == west_arn and on_west["Description"] == "replica"
    assert on_west["MultiRegionConfiguration"]["MultiRegionKeyType"] == "REPLICA"
    assert west.get_key_policy(KeyId=key_id)["Policy"] == policy
    assert west.list_resource_tags(KeyId=key_id)["Tags"] == [{"TagKey": "r", "TagValue": "2"}]
    assert east.list_resource_tags(KeyId=key_id)["Tags"] == [{"TagKey": "a", "TagValue": "1"}]
    assert eu.describe_key(KeyId=key_id)["KeyMetadata"]["Description"] == ""
    assert key_id in [k["KeyId"] for k in west.list_keys()["Keys"]]

    # ciphertext made in one Region decrypts in another, answered with that Region's key ARN
    blob = east.encrypt(KeyId=key_id, Plaintext=b"across", EncryptionContext={"k": "v"})["CiphertextBlob"]
    opened = west.decrypt(CiphertextBlob=blob, EncryptionContext={"k": "v"})
    assert opened["Plaintext"] == b"across" and opened["KeyId"] == west_arn
    assert (
        west.decrypt(CiphertextBlob=blob, KeyId=key_id, EncryptionContext={"k": "v"})["Plaintext"]
        == b"across"
    )
    back = west.encrypt(KeyId=key_id, Plaintext=b"home")["CiphertextBlob"]
    assert east.decrypt(CiphertextBlob=back)["Plaintext"] == b"home"
    # a replica is its own key: disabling it leaves the primary usable
    west.disable_key(KeyId=key_id)
    assert (
        failure(lambda: west.decrypt(CiphertextBlob=blob, EncryptionContext={"k": "v"}))[0]
        == "DisabledException"
    )
    assert east.decrypt(CiphertextBlob=blob, EncryptionContext={"k": "v"})["Plaintext"] == b"across"
    west.enable_key(KeyId=key_id)

    # rotation is shared: set on the primary, seen on replicas; rotated material still decrypts everywhere
    east.enable_key_rotation(KeyId=key_id)
    assert west.get_key_rotation_status(KeyId=key_id)["KeyRotationEnabled"] is True
    east.rotate_key_on_demand(KeyId=key_id)
    fresh = east.encrypt(KeyId=key_id, Plaintext=b"new")["CiphertextBlob"]
    assert west.decrypt(CiphertextBlob=fresh)["Plaintext"] == b"new"
    assert west.decrypt(CiphertextBlob=blob, EncryptionContext={"k": "v"})["Plaintext"] == b"across"
    assert failure(lambda: west.rotate_key_on_demand(KeyId=key_id))[0] == "UnsupportedOperationException"


def test_update_primary_region(labcloud: LabcloudProcess) -> None:
    east, west, eu = _clients(labcloud)
    key_id = east.create_key(MultiRegion=True)["KeyMetadata"]["KeyId"]
    east.replicate_key(KeyId=key_id, ReplicaRegion=WEST)
    assert failure(lambda: east.update_primary_region(KeyId=key_id, PrimaryRegion=EU)) == (
        "NotFoundException",
        f"Multi-Region key {key_id} has no replica in {EU}.",
    )
    assert failure(lambda: east.update_primary_region(KeyId=key_id, PrimaryRegion="nowhere"))[0] == (
        "ValidationException"
    )
    east.update_primary_region(KeyId=key_id, PrimaryRegion=WEST)
    on_west = west.describe_key(KeyId=key_id)["KeyMetadata"]["MultiRegionConfiguration"]
    assert on_west["MultiRegionKeyType"] == "PRIMARY" and on_west["PrimaryKey"]["Region"] == WEST
    assert [r["Region"] for r in on_west["ReplicaKeys"]] == [EAST]
    on_east = east.describe_key(KeyId=key_id)["KeyMetadata"]["MultiRegionConfiguration"]
    assert on_east["MultiRegionKeyType"] == "REPLICA" and on_east["PrimaryKey"]["Region"] == WEST
    # only the (new) primary replicates or moves the primary Region
    assert (
        failure(lambda: east.replicate_key(KeyId=key_id, ReplicaRegion=EU))[0]
        == "UnsupportedOperationException"
    )
    assert failure(lambda: east.update_primary_region(KeyId=key_id, PrimaryRegion=WEST))[0] == (
        "UnsupportedOperationException"
    )
    west.replicate_key(KeyId=key_id, ReplicaRegion=EU)
    assert (
        eu.describe_key(KeyId=key_id)["KeyMetadata"]["MultiRegionConfiguration"]["PrimaryKey"]["Region"]
        == WEST
    )


def test_replicate_errors(labcloud: LabcloudProcess) -> None:
    east, west, _ = _clients(labcloud)
    single = east.create_key()["KeyMetadata"]["KeyId"]
    assert not single.startswith("mrk-")
    code, message = failure(lambda: east.replicate_key(KeyId=single, ReplicaRegion=WEST))
    assert code == "UnsupportedOperationException" and "not a multi-Region key" in message
    assert failure(lambda: east.update_primary_region(KeyId=single, PrimaryRegion=WEST))[0] == (
        "UnsupportedOperationException"
    )
    key_id = east.create_key(MultiRegion=True)["KeyMetadata"]["KeyId"]
    east.replicate_key(KeyId=key_id, ReplicaRegion=WEST)
    assert (
        failure(lambda: east.replicate_key(KeyId=key_id, ReplicaRegion=WEST))[0] == "AlreadyExistsException"
    )
    assert (
        failure(lambda: east.replicate_key(KeyId=key_id, ReplicaRegion=EAST))[0] == "AlreadyExistsException"
    )
    assert failure(lambda: east.replicate_key(KeyId=key_id, ReplicaRegion="not-a-region"))[0] == (
        "ValidationException"
    )
    missing = "mrk-" + "0" * 32
    assert failure(lambda: east.replicate_key(KeyId=missing, ReplicaRegion=EU))[0] == "NotFoundException"
    assert (
        failure(lambda: west.replicate_key(KeyId=key_id, ReplicaRegion=EU))[0]
        == "UnsupportedOperationException"
    )
    assert failure(lambda: east.replicate_key(KeyId=key_id, ReplicaRegion=EU, Policy="{"))[0] == (
        "MalformedPolicyDocumentException"
    )
    bad_tag = [{"TagKey": "aws:x", "TagValue": "1"}]
    assert (
        failure(lambda: east.replicate_key(KeyId=key_id, ReplicaRegion=EU, Tags=bad_tag))[0] == "TagException"
    )
    code, message = failure(lambda: east.create_key(MultiRegion=True, Origin="EXTERNAL"))
    assert code == "UnsupportedOperationException" and "EXTERNAL" in message


def test_deleting_a_primary_waits_for_its_replicas(labcloud: LabcloudProcess, labcloud_clock: Any) -> None:
    east, west, _ = _clients(labcloud)
    key_id = east.create_key(MultiRegion=True)["KeyMetadata"]["KeyId"]
    east.replicate_key(KeyId=key_id, ReplicaRegion=WEST)
    out = east.schedule_key_deletion(KeyId=key_id, PendingWindowInDays=7)
    assert out["KeyState"] == "PendingReplicaDeletion" and "DeletionDate" not in out
    assert east.describe_key(KeyId=key_id)["KeyMetadata"]["KeyState"] == "PendingReplicaDeletion"
    assert failure(lambda: east.encrypt(KeyId=key_id, Plaintext=b"x"))[0] == "KMSInvalidStateException"
    assert (
        failure(lambda: east.replicate_key(KeyId=key_id, ReplicaRegion=EU))[0] == "KMSInvalidStateException"
    )
    assert failure(lambda: east.enable_key(KeyId=key_id))[0] == "KMSInvalidStateException"
    # cancelled, it is Disabled as any key whose deletion is cancelled; scheduled again, it waits again
    east.cancel_key_deletion(KeyId=key_id)
    assert east.describe_key(KeyId=key_id)["KeyMetadata"]["KeyState"] == "Disabled"
    east.schedule_key_deletion(KeyId=key_id, PendingWindowInDays=7)
    west.schedule_key_deletion(KeyId=key_id, PendingWindowInDays=7)
    labcloud_clock.advance("8d")
    assert failure(lambda: west.describe_key(KeyId=key_id))[0] == "NotFoundException"
    # the last replica gone, the primary's own window starts
    meta = east.describe_key(KeyId=key_id)["KeyMetadata"]
    assert meta["KeyState"] == "PendingDeletion" and meta["PendingDeletionWindowInDays"] == 7
    assert meta["MultiRegionConfiguration"]["ReplicaKeys"] == []
    labcloud_clock.advance("8d")
    assert failure(lambda: east.describe_key(KeyId=key_id))[0] == "NotFoundException"


def test_cli_replicates_a_key(labcloud: LabcloudProcess) -> None:
    key = labcloud.aws_json("kms", "create-key", "--multi-region", "--region", EAST)["KeyMetadata"]
    out = labcloud.aws_json(
        "kms", "replicate-key", "--key-id", key["KeyId"], "--replica-region", WEST, "--region", EAST
    )
    assert out["ReplicaKeyMetadata"]["MultiRegionConfiguration"]["MultiRegionKeyType"] == "REPLICA"
    described = labcloud.aws_json("kms", "describe-key", "--key-id", key["KeyId"], "--region", WEST)
    assert described["KeyMetadata"]["Arn"] == f"arn:aws:kms:{WEST}:000000000000:key/{key['KeyId']}"


def test_replicas_survive_a_restart(tmp_path: Any) -> None:
    server = LabcloudProcess(data_dir=tmp_path).start()
    try:
        east, west, _ = _clients(server)
        key_id = east.create_key(MultiRegion=True)["KeyMetadata"]["KeyId"]
        east.replicate_key(KeyId=key_id, ReplicaRegion=WEST, Description="kept")
        blob = east.encrypt(KeyId=key_id, Plaintext=b"durable")["CiphertextBlob"]
        server.stop()
        server.start()
        east, west, _ = _clients(server)
        meta = west.describe_key(KeyId=key_id)["KeyMetadata"]
        assert (
            meta["Description"] == "kept"
            and meta["MultiRegionConfiguration"]["MultiRegionKeyType"] == "REPLICA"
        )
        assert west.decrypt(CiphertextBlob=blob)["Plaintext"] == b"durable"
    finally:
        server.stop()


def test_migration_keeps_keys_of_an_older_data_dir() -> None:
    """A data dir at KMS schema 2 (key id alone the primary key) is rebuilt with its keys intact."""
    from labcloud.services.kms.repo.keys import Keys
    from labcloud.services.kms.repo.schema import MIGRATIONS, SCHEMA
    from labcloud.store.db import Store

    store = Store(None)
    store.ensure_schema("kms", SCHEMA, MIGRATIONS[:2])
    store.execute(
        "INSERT INTO kms_keys (key_id, account_id, region, arn, spec, usage, state, manager, created, multi_region,"
        " policy, material) VALUES ('k1', '000000000000', 'us-east-1', 'arn:k1', 'SYMMETRIC_DEFAULT',"
        " 'ENCRYPT_DECRYPT', 'Enabled', 'CUSTOMER', 1.0, 1, '{}', x'00')"
    )
    assert store.ensure_schema("kms", SCHEMA, MIGRATIONS) == 3
    key = Keys(store).by_id("k1", "us-east-1")
    assert key is not None and key.primary_region == "us-east-1" and key.arn == "arn:k1"
