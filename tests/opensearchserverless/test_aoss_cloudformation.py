"""OpenSearch Serverless through CloudFormation, shaped as AWS's serverless patterns write it: encryption
and network policies, a data access policy, a collection group and a VECTORSEARCH collection in it, an
``AWS::OpenSearchServerless::Index`` with a knn_vector mapping, a VPC endpoint; the outputs name the
collection's endpoint, the index answers on it, an update changes a policy and the collection's description in place, and
everything goes with the stack."""

from __future__ import annotations

import copy
import json
import sys
from pathlib import Path
from typing import Any

from aoss_helpers import client
from botocore.exceptions import ClientError

from labcloud.testing.server_process import LabcloudProcess

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cloudformation"))
from cfn_helpers import wait_stack  # noqa: E402

ROOT = "arn:aws:iam::000000000000:root"


def _template() -> dict[str, Any]:
    rules = [{"ResourceType": "collection", "Resource": ["collection/vectors"]}]
    data = [
        {
            "Rules": [{"ResourceType": "index", "Resource": ["index/vectors/*"], "Permission": ["aoss:*"]}],
            "Principal": [ROOT],
        }
    ]
    return {
        "Resources": {
            "Enc": {
                "Type": "AWS::OpenSearchServerless::SecurityPolicy",
                "Properties": {
                    "Name": "vectors-enc",
                    "Type": "encryption",
                    "Policy": json.dumps({"Rules": rules, "AWSOwnedKey": True}),
                },
            },
            "Net": {
                "Type": "AWS::OpenSearchServerless::SecurityPolicy",
                "Properties": {
                    "Name": "vectors-net",
                    "Type": "network",
                    "Policy": json.dumps([{"Rules": rules, "AllowFromPublic": True}]),
                },
            },
            "Data": {
                "Type": "AWS::OpenSearchServerless::AccessPolicy",
                "Properties": {
                    "Name": "vectors-data",
                    "Type": "data",
                    "Description": "d",
                    "Policy": json.dumps(data),
                },
            },
            "Group": {
                "Type": "AWS::OpenSearchServerless::CollectionGroup",
                "Properties": {
                    "Name": "vectors-cg",
                    "Generation": "NEXTGEN",
                    "StandbyReplicas": "ENABLED",
                    "CapacityLimits": {"MaxIndexingCapacityInOcu": 8, "MaxSearchCapacityInOcu": 8},
                },
            },
            "Collection": {
                "Type": "AWS::OpenSearchServerless::Collection",
                "DependsOn": ["Enc", "Net", "Data", "Group"],
                "Properties": {
                    "Name": "vectors",
                    "Type": "VECTORSEARCH",
                    "CollectionGroupName": "vectors-cg",
                    "Tags": [{"Key": "a", "Value": "1"}],
                },
            },
            "VectorIndex": {
                "Type": "AWS::OpenSearchServerless::Index",
                "Properties": {
                    "CollectionEndpoint": {"Fn::GetAtt": ["Collection", "CollectionEndpoint"]},
                    "IndexName": "documents",
                    "Mappings": {
                        "Properties": {
                            "content": {"Type": "text"},
                            "embedding": {
                                "Type": "knn_vector",
                                "Dimension": 3,
                                "Method": {"Name": "hnsw", "SpaceType": "cosinesimil"},
                            },
                        }
                    },
                    "Settings": {"Index": {"Knn": True}},
                },
            },
            "Endpoint": {
                "Type": "AWS::OpenSearchServerless::VpcEndpoint",
                "Properties": {
                    "Name": "vectors-vpce",
                    "VpcId": "vpc-0123456789abcdef0",
                    "SubnetIds": ["subnet-0123456789abcdef0"],
                },
            },
        },
        "Outputs": {
            "Endpoint": {"Value": {"Fn::GetAtt": ["Collection", "CollectionEndpoint"]}},
            "Id": {"Value": {"Ref": "Collection"}},
            "Arn": {"Value": {"Fn::GetAtt": ["Collection", "Arn"]}},
            "Policy": {"Value": {"Ref": "Data"}},
            "Vpce": {"Value": {"Ref": "Endpoint"}},
            "GroupId": {"Value": {"Ref": "Group"}},
        },
    }


def test_a_vector_collection_stack(labcloud: LabcloudProcess) -> None:
    cfn = labcloud.boto3_client("cloudformation")
    aoss = labcloud.boto3_client("opensearchserverless")
    template = _template()
    cfn.create_stack(StackName="aoss-stack", TemplateBody=json.dumps(template))
    stack = wait_stack(cfn, "aoss-stack")
    assert stack["StackStatus"] == "CREATE_COMPLETE", cfn.describe_stack_events(StackName="aoss-stack")[
        "StackEvents"
    ][:3]
    outputs = {o["OutputKey"]: o["OutputValue"] for o in stack["Outputs"]}
    detail = aoss.batch_get_collection(ids=[outputs["Id"]])["collectionDetails"][0]
    assert detail["status"] == "ACTIVE" and detail["collectionEndpoint"] == outputs["Endpoint"]
    assert detail["collectionGroupName"] == "vectors-cg" and detail["arn"] == outputs["Arn"]
    assert outputs["Policy"] == "vectors-data|data" and outputs["Vpce"].startswith("vpce-")
    search = client(labcloud, outputs["Id"])
    mapping = search.indices.get_mapping(index="documents")["documents"]["mappings"]["properties"]
    assert mapping["embedding"] == {
        "type": "knn_vector",
        "dimension": 3,
        "method": {"name": "hnsw", "space_type": "cosinesimil"},
    }
    search.index(index="documents", id="1", body={"content": "a", "embedding": [1, 0, 0]})
    assert (
        search.search(
            index="documents", body={"query": {"knn": {"embedding": {"vector": [1, 0, 0], "k": 1}}}}
        )["hits"]["hits"][0]["_id"]
        == "1"
    )

    changed = copy.deepcopy(template)
    changed["Resources"]["Data"]["Properties"]["Description"] = "changed"
    changed["Resources"]["Collection"]["Properties"]["Description"] = "now described"
    cfn.update_stack(StackName="aoss-stack", TemplateBody=json.dumps(changed))
    assert wait_stack(cfn, "aoss-stack")["StackStatus"] == "UPDATE_COMPLETE"
    assert (
        aoss.get_access_policy(name="vectors-data", type="data")["accessPolicyDetail"]["description"]
        == "changed"
    )
    assert aoss.list_tags_for_resource(resourceArn=outputs["Arn"])["tags"] == [{"key": "a", "value": "1"}]
    kept = aoss.batch_get_collection(names=["vectors"])["collectionDetails"][0]
    assert kept["id"] == outputs["Id"] and kept["description"] == "now described"

    cfn.delete_stack(StackName="aoss-stack")
    stack_id = stack["StackId"]
    assert wait_stack(cfn, stack_id)["StackStatus"] == "DELETE_COMPLETE"
    assert aoss.list_collections()["collectionSummaries"] == []
    assert aoss.list_collection_groups()["collectionGroupSummaries"] == []
    assert aoss.list_vpc_endpoints()["vpcEndpointSummaries"] == []
    try:
        aoss.get_security_policy(name="vectors-enc", type="encryption")
        raise AssertionError("the policy outlived its stack")
    except ClientError as error:
        assert error.response["Error"]["Code"] == "ResourceNotFoundException"


def test_a_collection_without_its_encryption_policy_fails_the_stack(labcloud: LabcloudProcess) -> None:
    cfn = labcloud.boto3_client("cloudformation")
    template = {
        "Resources": {
            "Collection": {"Type": "AWS::OpenSearchServerless::Collection", "Properties": {"Name": "orphan"}}
        }
    }
    cfn.create_stack(StackName="aoss-orphan", TemplateBody=json.dumps(template))
    stack = wait_stack(cfn, "aoss-orphan")
    assert stack["StackStatus"] == "ROLLBACK_COMPLETE"
    reasons = [
        e.get("ResourceStatusReason", "")
        for e in cfn.describe_stack_events(StackName="aoss-orphan")["StackEvents"]
    ]
    assert any(
        "No matching security policy of encryption type found for collection name: orphan" in r
        for r in reasons
    )
