"""Object ownership controls and ACLs: BucketOwnerEnforced by default (ACLs disabled), ownership controls
put/get/delete, bucket and object ACLs as canned ACLs, grant headers and documents, and the public access
block's BlockPublicAcls."""

from __future__ import annotations

from typing import Any

from s3_helpers import error_of

ALL_USERS = "http://acs.amazonaws.com/groups/global/AllUsers"


def controls(mode: str) -> dict[str, Any]:
    return {"Rules": [{"ObjectOwnership": mode}]}


def grants_of(answer: dict[str, Any]) -> list[tuple[str, str]]:
    return sorted((g["Grantee"].get("URI") or g["Grantee"]["ID"], g["Permission"]) for g in answer["Grants"])


def test_new_buckets_enforce_bucket_owner_and_refuse_acls(s3: Any, bucket: str) -> None:
    got = s3.get_bucket_ownership_controls(Bucket=bucket)["OwnershipControls"]
    assert got == controls("BucketOwnerEnforced")
    acl = s3.get_bucket_acl(Bucket=bucket)
    owner_id = acl["Owner"]["ID"]
    assert grants_of(acl) == [(owner_id, "FULL_CONTROL")]
    s3.put_bucket_acl(Bucket=bucket, ACL="private")
    for canned in ("public-read", "authenticated-read", "public-read-write"):
        assert error_of(s3.put_bucket_acl, Bucket=bucket, ACL=canned) == (
            "AccessControlListNotSupported",
            400,
        )
    assert error_of(s3.put_object, Bucket=bucket, Key="k", Body=b"x", ACL="public-read") == (
        "AccessControlListNotSupported",
        400,
    )
    assert error_of(s3.put_object, Bucket=bucket, Key="k", Body=b"x", GrantRead=f'uri="{ALL_USERS}"') == (
        "AccessControlListNotSupported",
        400,
    )
    s3.put_object(Bucket=bucket, Key="k", Body=b"x", ACL="bucket-owner-full-control")
    s3.put_object(Bucket=bucket, Key="k2", Body=b"x", ACL="private")
    answer = s3.get_object_acl(Bucket=bucket, Key="k")
    assert answer["Owner"]["ID"] == owner_id and grants_of(answer) == [(owner_id, "FULL_CONTROL")]
    assert error_of(s3.put_object_acl, Bucket=bucket, Key="k", ACL="public-read") == (
        "AccessControlListNotSupported",
        400,
    )
    assert error_of(s3.create_bucket, Bucket="acl-on-create", ACL="public-read") == (
        "InvalidBucketAclWithObjectOwnership",
        400,
    )
    assert error_of(s3.get_bucket_acl, Bucket="acl-on-create") == ("NoSuchBucket", 404)


def test_ownership_controls_put_get_delete(s3: Any, bucket: str) -> None:
    s3.put_bucket_ownership_controls(Bucket=bucket, OwnershipControls=controls("ObjectWriter"))
    assert s3.get_bucket_ownership_controls(Bucket=bucket)["OwnershipControls"] == controls("ObjectWriter")
    s3.put_bucket_ownership_controls(Bucket=bucket, OwnershipControls=controls("BucketOwnerPreferred"))
    assert s3.get_bucket_ownership_controls(Bucket=bucket)["OwnershipControls"] == controls(
        "BucketOwnerPreferred"
    )
    s3.delete_bucket_ownership_controls(Bucket=bucket)
    assert error_of(s3.get_bucket_ownership_controls, Bucket=bucket) == (
        "OwnershipControlsNotFoundError",
        404,
    )
    assert error_of(
        s3.put_bucket_ownership_controls, Bucket=bucket, OwnershipControls=controls("Nobody")
    ) == ("MalformedXML", 400)
    assert error_of(s3.get_bucket_ownership_controls, Bucket="no-such-bucket-x") == ("NoSuchBucket", 404)
    # a public bucket ACL stands in the way of enforcing bucket ownership
    s3.put_bucket_acl(Bucket=bucket, ACL="public-read")
    assert error_of(
        s3.put_bucket_ownership_controls, Bucket=bucket, OwnershipControls=controls("BucketOwnerEnforced")
    ) == ("InvalidBucketAclWithObjectOwnership", 400)
    s3.put_bucket_acl(Bucket=bucket, ACL="private")
    s3.put_bucket_ownership_controls(Bucket=bucket, OwnershipControls=controls("BucketOwnerEnforced"))


def test_acls_when_enabled(s3: Any) -> None:
    s3.create_bucket(Bucket="acl-bucket", ObjectOwnership="ObjectWriter", ACL="public-read")
    acl = s3.get_bucket_acl(Bucket="acl-bucket")
    owner_id = acl["Owner"]["ID"]
    assert grants_of(acl) == sorted([(owner_id, "FULL_CONTROL"), (ALL_USERS, "READ")])
    s3.put_bucket_acl(Bucket="acl-bucket", ACL="log-delivery-write")
    assert ("http://acs.amazonaws.com/groups/s3/LogDelivery", "WRITE") in grants_of(
        s3.get_bucket_acl(Bucket="acl-bucket")
    )
    other = "a" * 64
    s3.put_bucket_acl(
        Bucket="acl-bucket", GrantRead=f'id="{other}", uri="{ALL_USERS}"', GrantFullControl=f'id="{owner_id}"'
    )
    assert grants_of(s3.get_bucket_acl(Bucket="acl-bucket")) == sorted(
        [(owner_id, "FULL_CONTROL"), (other, "READ"), (ALL_USERS, "READ")]
    )
    policy = {
        "Owner": {"ID": owner_id},
        "Grants": [
            {"Grantee": {"Type": "CanonicalUser", "ID": owner_id}, "Permission": "FULL_CONTROL"},
            {"Grantee": {"Type": "Group", "URI": ALL_USERS}, "Permission": "READ_ACP"},
        ],
    }
    s3.put_bucket_acl(Bucket="acl-bucket", AccessControlPolicy=policy)
    assert grants_of(s3.get_bucket_acl(Bucket="acl-bucket")) == sorted(
        [(owner_id, "FULL_CONTROL"), (ALL_USERS, "READ_ACP")]
    )
    # objects
    s3.put_object(Bucket="acl-bucket", Key="pub", Body=b"x", ACL="public-read")
    assert grants_of(s3.get_object_acl(Bucket="acl-bucket", Key="pub")) == sorted(
        [(owner_id, "FULL_CONTROL"), (ALL_USERS, "READ")]
    )
    head = s3.head_object(Bucket="acl-bucket", Key="pub")
    assert "acl" not in head["ResponseMetadata"]["HTTPHeaders"]
    s3.put_object_acl(Bucket="acl-bucket", Key="pub", ACL="private")
    assert grants_of(s3.get_object_acl(Bucket="acl-bucket", Key="pub")) == [(owner_id, "FULL_CONTROL")]
    s3.put_object_acl(Bucket="acl-bucket", Key="pub", GrantRead=f'uri="{ALL_USERS}"')
    assert (ALL_USERS, "READ") in grants_of(s3.get_object_acl(Bucket="acl-bucket", Key="pub"))
    s3.copy_object(Bucket="acl-bucket", Key="copy", CopySource="acl-bucket/pub")
    assert grants_of(s3.get_object_acl(Bucket="acl-bucket", Key="copy")) == [(owner_id, "FULL_CONTROL")]
    s3.create_multipart_upload(Bucket="acl-bucket", Key="mp", ACL="authenticated-read")
    # errors
    assert error_of(s3.get_object_acl, Bucket="acl-bucket", Key="missing") == ("NoSuchKey", 404)
    assert error_of(s3.put_object_acl, Bucket="acl-bucket", Key="missing", ACL="private") == (
        "NoSuchKey",
        404,
    )
    assert error_of(
        s3.put_bucket_acl, Bucket="acl-bucket", ACL="private", GrantRead=f'uri="{ALL_USERS}"'
    ) == (
        "InvalidRequest",
        400,
    )
    assert error_of(s3.put_bucket_acl, Bucket="acl-bucket", GrantRead='emailAddress="a@example.com"') == (
        "UnresolvableGrantByEmailAddress",
        400,
    )
    assert error_of(s3.put_bucket_acl, Bucket="acl-bucket", GrantRead='uri="http://example.com/g"') == (
        "InvalidArgument",
        400,
    )
    assert error_of(s3.put_bucket_acl, Bucket="acl-bucket", GrantRead="nonsense") == ("InvalidArgument", 400)
    assert error_of(
        s3.put_bucket_acl, Bucket="acl-bucket", AccessControlPolicy={"Grants": policy["Grants"]}
    ) == (
        "MalformedACLError",
        400,
    )
    assert error_of(s3.put_bucket_acl, Bucket="acl-bucket") == ("MissingSecurityHeader", 400)
    assert error_of(s3.get_bucket_acl, Bucket="no-such-bucket-x") == ("NoSuchBucket", 404)
    assert error_of(s3.get_object_acl, Bucket="acl-bucket", Key="pub", VersionId="v1") == (
        "InvalidArgument",
        400,
    )


def test_block_public_acls(s3: Any) -> None:
    s3.create_bucket(Bucket="blocked-acls", ObjectOwnership="BucketOwnerPreferred")
    s3.put_public_access_block(
        Bucket="blocked-acls", PublicAccessBlockConfiguration={"BlockPublicAcls": True}
    )
    assert error_of(s3.put_bucket_acl, Bucket="blocked-acls", ACL="public-read") == ("AccessDenied", 403)
    assert error_of(s3.put_bucket_acl, Bucket="blocked-acls", GrantRead=f'uri="{ALL_USERS}"') == (
        "AccessDenied",
        403,
    )
    assert error_of(s3.put_object, Bucket="blocked-acls", Key="k", Body=b"x", ACL="public-read") == (
        "AccessDenied",
        403,
    )
    s3.put_object(Bucket="blocked-acls", Key="k", Body=b"x", ACL="bucket-owner-full-control")
    assert error_of(s3.put_object_acl, Bucket="blocked-acls", Key="k", ACL="authenticated-read") == (
        "AccessDenied",
        403,
    )
    s3.delete_public_access_block(Bucket="blocked-acls")
    s3.put_bucket_acl(Bucket="blocked-acls", ACL="public-read")


def test_acls_with_the_aws_cli(labcloud: Any, bucket: str) -> None:
    labcloud.aws("s3api", "delete-bucket-ownership-controls", "--bucket", bucket)
    labcloud.aws("s3api", "put-bucket-acl", "--bucket", bucket, "--acl", "public-read")
    got = labcloud.aws_json("s3api", "get-bucket-acl", "--bucket", bucket)
    assert {"Grantee": {"Type": "Group", "URI": ALL_USERS}, "Permission": "READ"} in got["Grants"]
    failed = labcloud.aws(
        "s3api", "put-bucket-ownership-controls", "--bucket", bucket,
        "--ownership-controls", "Rules=[{ObjectOwnership=BucketOwnerEnforced}]", check=False,
    )  # fmt: skip
    assert failed.returncode != 0 and "InvalidBucketAclWithObjectOwnership" in failed.stderr


def test_access_settings_survive_a_restart(tmp_path: Any) -> None:
    from labcloud.testing.server_process import LabcloudProcess

    server = LabcloudProcess(data_dir=tmp_path / "data").start()
    try:
        s3 = server.boto3_client("s3")
        s3.create_bucket(Bucket="durable-acl", ObjectOwnership="ObjectWriter")
        s3.put_bucket_acl(Bucket="durable-acl", ACL="public-read")
        s3.put_object(Bucket="durable-acl", Key="k", Body=b"x", ACL="authenticated-read")
        s3.put_bucket_cors(
            Bucket="durable-acl",
            CORSConfiguration={"CORSRules": [{"AllowedOrigins": ["*"], "AllowedMethods": ["GET"]}]},
        )
        s3.put_public_access_block(
            Bucket="durable-acl", PublicAccessBlockConfiguration={"BlockPublicPolicy": True}
        )
        server.kill()  # kill -9: acknowledged writes must survive
        server.start()
        s3 = server.boto3_client("s3")
        assert (ALL_USERS, "READ") in grants_of(s3.get_bucket_acl(Bucket="durable-acl"))
        object_grants = grants_of(s3.get_object_acl(Bucket="durable-acl", Key="k"))
        assert ("http://acs.amazonaws.com/groups/global/AuthenticatedUsers", "READ") in object_grants
        assert s3.get_bucket_cors(Bucket="durable-acl")["CORSRules"][0]["AllowedMethods"] == ["GET"]
        block = s3.get_public_access_block(Bucket="durable-acl")["PublicAccessBlockConfiguration"]
        assert block["BlockPublicPolicy"] is True
        owned = s3.get_bucket_ownership_controls(Bucket="durable-acl")["OwnershipControls"]
        assert owned == controls("ObjectWriter")
    finally:
        server.stop()
