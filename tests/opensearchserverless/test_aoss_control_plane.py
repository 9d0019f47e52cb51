"""The control plane through boto3: collections and their lifecycle, the encryption policy a collection
needs, security, access and lifecycle policies (their JSON checked per type, versions on update), groups,
VPC endpoints, tags, account settings, security configs refused, and AWS's error codes."""

from __future__ import annotations

import json
import time
from typing import Any

import pytest
from aoss_helpers import open_collection, policies
from botocore.exceptions import ClientError


def code_of(call: Any, **kwargs: Any) -> tuple[str, str]:
    with pytest.raises(ClientError) as caught:
        call(**kwargs)
    return caught.value.response["Error"]["Code"], caught.value.response["Error"]["Message"]


def encryption(name: str, pattern: str | None = None) -> str:
    return json.dumps(
        {
            "Rules": [{"ResourceType": "collection", "Resource": [pattern or f"collection/{name}"]}],
            "AWSOwnedKey": True,
        }
    )


def test_a_collection_needs_a_matching_encryption_policy(aoss: Any) -> None:
    code, message = code_of(aoss.create_collection, name="lonely")
    assert code == "ValidationException"
    assert message == (
        "No matching security policy of encryption type found for collection name: lonely. Please create"
        " security policy of encryption type for this collection."
    )
    aoss.create_security_policy(
        name="logs-enc", type="encryption", policy=encryption("x", "collection/logs-*")
    )
    created = aoss.create_collection(name="logs-app", type="TIMESERIES", description="d")[
        "createCollectionDetail"
    ]
    assert created["status"] == "CREATING" and created["type"] == "TIMESERIES" and "kmsKeyArn" not in created
    assert created["arn"].endswith(f":collection/{created['id']}")


def test_collections_become_active_and_show_their_endpoints(aoss: Any) -> None:
    detail = open_collection(aoss, "films", ["arn:aws:iam::000000000000:root"])
    assert detail["collectionEndpoint"].startswith(f"https://{detail['id']}.us-east-1.aoss.localhost:")
    assert detail["dashboardEndpoint"] == detail["collectionEndpoint"] + "/_dashboards"
    deadline = time.time() + 10
    while aoss.batch_get_collection(names=["films"])["collectionDetails"][0]["status"] != "ACTIVE":
        assert time.time() < deadline
        time.sleep(0.2)
    listed = aoss.list_collections(collectionFilters={"status": "ACTIVE"})["collectionSummaries"]
    assert [c["name"] for c in listed] == ["films"]
    missing = aoss.batch_get_collection(ids=["nosuchid123"])
    assert (
        missing["collectionDetails"] == []
        and missing["collectionErrorDetails"][0]["errorCode"] == "NOT_FOUND"
    )
    assert code_of(aoss.batch_get_collection, ids=["a1b"], names=["films"])[0] == "ValidationException"
    assert code_of(aoss.create_collection, name="films")[0] == "ConflictException"
    updated = aoss.update_collection(id=detail["id"], description="new", deletionProtection="ENABLED")[
        "updateCollectionDetail"
    ]
    assert updated["description"] == "new" and updated["deletionProtection"] == "ENABLED"
    assert code_of(aoss.delete_collection, id=detail["id"])[0] == "ValidationException"
    aoss.update_collection(id=detail["id"], deletionProtection="DISABLED")
    deleted = aoss.delete_collection(id=detail["id"])["deleteCollectionDetail"]
    assert deleted == {"id": detail["id"], "name": "films", "status": "DELETING"}
    assert code_of(aoss.delete_collection, id=detail["id"])[0] == "ResourceNotFoundException"
    assert code_of(aoss.update_collection, id="nosuchid123")[0] == "ValidationException"


def test_a_kms_encryption_policy_gives_the_collection_its_key(aoss: Any) -> None:
    key = "arn:aws:kms:us-east-1:000000000000:key/1234abcd-12ab-34cd-56ef-1234567890ab"
    policy = {"Rules": [{"ResourceType": "collection", "Resource": ["collection/secret"]}], "KmsARN": key}
    aoss.create_security_policy(name="secret-enc", type="encryption", policy=json.dumps(policy))
    created = aoss.create_collection(name="secret")["createCollectionDetail"]
    assert created["kmsKeyArn"] == key and created["type"] == "SEARCH"


@pytest.mark.parametrize(
    ("kind", "policy", "problem"),
    [
        ("encryption", "not json", "not JSON"),
        ("encryption", json.dumps({"AWSOwnedKey": True}), "$.Rules: is missing but it is required"),
        (
            "encryption",
            json.dumps({"Rules": [{"ResourceType": "collection", "Resource": ["collection/a"]}]}),
            "AWSOwnedKey",
        ),
        (
            "encryption",
            json.dumps(
                {"Rules": [{"ResourceType": "index", "Resource": ["index/a/*"]}], "AWSOwnedKey": True}
            ),
            "ResourceType",
        ),
        (
            "network",
            json.dumps([{"Rules": [{"ResourceType": "collection", "Resource": ["collection/a"]}]}]),
            "AllowFromPublic",
        ),
        (
            "network",
            json.dumps(
                [{"Rules": [{"ResourceType": "dashboard", "Resource": ["nope/a"]}], "AllowFromPublic": True}]
            ),
            "is not a dashboard resource",
        ),
    ],
)
def test_security_policy_documents_are_checked(aoss: Any, kind: str, policy: str, problem: str) -> None:
    code, message = code_of(aoss.create_security_policy, name="bad", type=kind, policy=policy)
    assert code == "ValidationException" and message.startswith("Policy json is invalid, error: [")
    assert problem in message


def test_security_policies_get_list_update_delete(aoss: Any) -> None:
    made = aoss.create_security_policy(
        name="pol-one", type="encryption", policy=encryption("a"), description="one"
    )
    detail = made["securityPolicyDetail"]
    assert detail["policy"]["AWSOwnedKey"] is True and detail["description"] == "one"
    assert (
        code_of(aoss.create_security_policy, name="pol-one", type="encryption", policy=encryption("a"))[0]
        == "ConflictException"
    )
    aoss.create_security_policy(
        name="pol-one",
        type="network",
        policy=json.dumps(
            [
                {
                    "Rules": [{"ResourceType": "collection", "Resource": ["collection/a"]}],
                    "AllowFromPublic": True,
                }
            ]
        ),
    )
    got = aoss.get_security_policy(name="pol-one", type="encryption")["securityPolicyDetail"]
    assert got["policyVersion"] == detail["policyVersion"]
    listed = aoss.list_security_policies(type="encryption")["securityPolicySummaries"]
    assert [p["name"] for p in listed] == ["pol-one"] and "policy" not in listed[0]
    assert (
        aoss.list_security_policies(type="encryption", resource=["collection/b"])["securityPolicySummaries"]
        == []
    )
    stale = code_of(
        aoss.update_security_policy,
        name="pol-one",
        type="encryption",
        policyVersion="MTIzNDU2Nzg5MDEyM18x",
        description="x",
    )
    assert stale[0] == "ValidationException"
    updated = aoss.update_security_policy(
        name="pol-one", type="encryption", policyVersion=detail["policyVersion"], policy=encryption("b")
    )
    new = updated["securityPolicyDetail"]
    assert new["policyVersion"] != detail["policyVersion"] and new["policy"]["Rules"][0]["Resource"] == [
        "collection/b"
    ]
    stats = aoss.get_policies_stats()
    assert stats["SecurityPolicyStats"] == {"EncryptionPolicyCount": 1, "NetworkPolicyCount": 1}
    aoss.delete_security_policy(name="pol-one", type="encryption")
    assert (
        code_of(aoss.get_security_policy, name="pol-one", type="encryption")[0] == "ResourceNotFoundException"
    )
    assert (
        code_of(aoss.delete_security_policy, name="pol-one", type="encryption")[0]
        == "ResourceNotFoundException"
    )


def test_access_policies_check_permissions_and_principals(aoss: Any) -> None:
    rule = {"ResourceType": "index", "Resource": ["index/a/*"], "Permission": ["aoss:ReadDocument"]}
    made = aoss.create_access_policy(
        name="reader",
        type="data",
        policy=json.dumps([{"Rules": [rule], "Principal": ["arn:aws:iam::000000000000:role/r"]}]),
    )
    assert made["accessPolicyDetail"]["policy"][0]["Rules"] == [rule]
    wrong = {**rule, "Permission": ["aoss:CreateCollectionItems"]}
    code, message = code_of(
        aoss.create_access_policy,
        name="bad",
        type="data",
        policy=json.dumps([{"Rules": [wrong], "Principal": ["x"]}]),
    )
    assert code == "ValidationException" and "aoss:CreateCollectionItems" in message
    code, message = code_of(
        aoss.create_access_policy, name="bad", type="data", policy=json.dumps([{"Rules": [rule]}])
    )
    assert code == "ValidationException" and "Principal" in message
    listed = aoss.list_access_policies(type="data", resource=["index/a/films"])["accessPolicySummaries"]
    assert [p["name"] for p in listed] == ["reader"]
    version = made["accessPolicyDetail"]["policyVersion"]
    aoss.update_access_policy(name="reader", type="data", policyVersion=version, description="now described")
    assert (
        aoss.get_access_policy(name="reader", type="data")["accessPolicyDetail"]["description"]
        == "now described"
    )
    aoss.delete_access_policy(name="reader", type="data")
    assert code_of(aoss.get_access_policy, name="reader", type="data")[0] == "ResourceNotFoundException"


def test_lifecycle_policies(aoss: Any) -> None:
    document = {
        "Rules": [{"ResourceType": "index", "Resource": ["index/logs/*"], "MinIndexRetention": "30d"}]
    }
    aoss.create_lifecycle_policy(name="keep", type="retention", policy=json.dumps(document))
    bad = {"Rules": [{"ResourceType": "index", "Resource": ["index/logs/*"], "MinIndexRetention": "forever"}]}
    assert (
        code_of(aoss.create_lifecycle_policy, name="bad", type="retention", policy=json.dumps(bad))[0]
        == "ValidationException"
    )
    got = aoss.batch_get_lifecycle_policy(
        identifiers=[{"type": "retention", "name": "keep"}, {"type": "retention", "name": "nope"}]
    )
    assert got["lifecyclePolicyDetails"][0]["policy"] == document
    assert got["lifecyclePolicyErrorDetails"][0]["name"] == "nope"
    assert [
        p["name"] for p in aoss.list_lifecycle_policies(type="retention")["lifecyclePolicySummaries"]
    ] == ["keep"]
    aoss.delete_lifecycle_policy(name="keep", type="retention")
    assert aoss.list_lifecycle_policies(type="retention")["lifecyclePolicySummaries"] == []


def test_collection_groups_hold_collections(aoss: Any) -> None:
    group = aoss.create_collection_group(
        name="search-cg",
        standbyReplicas="ENABLED",
        generation="NEXTGEN",
        capacityLimits={"maxIndexingCapacityInOCU": 8, "maxSearchCapacityInOCU": 8},
    )["createCollectionGroupDetail"]
    assert group["generation"] == "NEXTGEN" and group["arn"].endswith(f":collectiongroup/{group['id']}")
    assert (
        code_of(aoss.create_collection_group, name="search-cg", standbyReplicas="ENABLED")[0]
        == "ConflictException"
    )
    policies(aoss, "grouped", ["arn:aws:iam::000000000000:root"])
    code, message = code_of(aoss.create_collection, name="grouped", collectionGroupName="other-cg")
    assert code == "ValidationException" and "other-cg" in message
    aoss.create_collection(name="grouped", type="VECTORSEARCH", collectionGroupName="search-cg")
    summary = aoss.list_collection_groups()["collectionGroupSummaries"][0]
    assert summary["name"] == "search-cg" and summary["numberOfCollections"] == 1
    assert code_of(aoss.delete_collection_group, id=group["id"])[0] == "ConflictException"
    updated = aoss.update_collection_group(id=group["id"], description="d")["updateCollectionGroupDetail"]
    assert updated["description"] == "d"
    assert (
        aoss.batch_get_collection_group(names=["search-cg"])["collectionGroupDetails"][0]["id"] == group["id"]
    )


def test_vpc_endpoints_are_records(aoss: Any) -> None:
    made = aoss.create_vpc_endpoint(
        name="vpce-one",
        vpcId="vpc-0123456789abcdef0",
        subnetIds=["subnet-0123456789abcdef0"],
        securityGroupIds=["sg-0123456789abcdef0"],
    )
    endpoint = made["createVpcEndpointDetail"]
    assert endpoint["id"].startswith("vpce-") and endpoint["status"] == "ACTIVE"
    assert (
        code_of(
            aoss.create_vpc_endpoint,
            name="vpce-one",
            vpcId="vpc-0123456789abcdef0",
            subnetIds=["subnet-0123456789abcdef0"],
        )[0]
        == "ConflictException"
    )
    updated = aoss.update_vpc_endpoint(
        id=endpoint["id"],
        addSubnetIds=["subnet-0123456789abcdef1"],
        removeSecurityGroupIds=["sg-0123456789abcdef0"],
    )
    assert updated["UpdateVpcEndpointDetail"]["subnetIds"] == [
        "subnet-0123456789abcdef0",
        "subnet-0123456789abcdef1",
    ]
    detail = aoss.batch_get_vpc_endpoint(ids=[endpoint["id"]])["vpcEndpointDetails"][0]
    assert detail["vpcId"] == "vpc-0123456789abcdef0" and detail["subnetIds"] == [
        "subnet-0123456789abcdef0",
        "subnet-0123456789abcdef1",
    ]
    assert [e["id"] for e in aoss.list_vpc_endpoints()["vpcEndpointSummaries"]] == [endpoint["id"]]
    assert aoss.delete_vpc_endpoint(id=endpoint["id"])["deleteVpcEndpointDetail"]["status"] == "DELETING"
    assert code_of(aoss.delete_vpc_endpoint, id=endpoint["id"])[0] == "ResourceNotFoundException"


def test_tags_on_collections(aoss: Any) -> None:
    policies(aoss, "tagged", ["arn:aws:iam::000000000000:root"])
    arn = aoss.create_collection(name="tagged", tags=[{"key": "team", "value": "a"}])[
        "createCollectionDetail"
    ]["arn"]
    aoss.tag_resource(resourceArn=arn, tags=[{"key": "env", "value": "dev"}])
    assert sorted(t["key"] for t in aoss.list_tags_for_resource(resourceArn=arn)["tags"]) == ["env", "team"]
    aoss.untag_resource(resourceArn=arn, tagKeys=["team"])
    assert aoss.list_tags_for_resource(resourceArn=arn)["tags"] == [{"key": "env", "value": "dev"}]
    missing = arn.rsplit("/", 1)[0] + "/nosuchid123"
    assert code_of(aoss.list_tags_for_resource, resourceArn=missing)[0] == "ResourceNotFoundException"
    many = [{"key": f"k{n}", "value": "v"} for n in range(50)]
    assert code_of(aoss.tag_resource, resourceArn=arn, tags=many)[0] == "ServiceQuotaExceededException"


def test_security_configs_are_refused_and_account_settings_kept(aoss: Any) -> None:
    code, message = code_of(
        aoss.create_security_config, name="sso", type="saml", samlOptions={"metadata": "<xml/>"}
    )
    assert code == "ValidationException" and "SAML" in message
    assert aoss.list_security_configs(type="saml")["securityConfigSummaries"] == []
    assert code_of(aoss.get_security_config, id="saml/000000000000/sso")[0] == "ResourceNotFoundException"
    assert (
        aoss.get_account_settings()["accountSettingsDetail"]["capacityLimits"]["maxSearchCapacityInOCU"] == 10
    )
    aoss.update_account_settings(capacityLimits={"maxSearchCapacityInOCU": 4})
    assert aoss.get_account_settings()["accountSettingsDetail"]["capacityLimits"] == {
        "maxIndexingCapacityInOCU": 10,
        "maxSearchCapacityInOCU": 4,
    }


def test_ingestion_is_not_implemented(aoss: Any) -> None:
    code, _ = code_of(aoss.list_ingestion_jobs, collectionId="abc123")
    assert code in ("NotImplementedException", "NotImplemented")
