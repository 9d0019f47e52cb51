"""The ``aws`` CLI against OpenSearch Serverless, IAM deciding ``aoss:`` actions on the control plane and
``aoss:APIAccessAll`` on the data plane (with the data access policy naming the user), what was answered
2xx (collections, policies, indexes, documents) surviving a restart, and the view's map."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from aoss_helpers import Keys, client, open_collection, policies, signed
from botocore.exceptions import ClientError
from opensearchpy import exceptions

from labcloud.testing.server_process import LabcloudProcess

ROOT = "arn:aws:iam::000000000000:root"


def test_the_cli_and_a_restart(tmp_path: Path) -> None:
    server = LabcloudProcess(data_dir=tmp_path / "data").start()
    try:
        aoss = server.boto3_client("opensearchserverless")
        policies(aoss, "kept", [ROOT])
        created = server.aws_json(
            "opensearchserverless", "create-collection", "--name", "kept", "--type", "VECTORSEARCH"
        )
        collection_id = created["createCollectionDetail"]["id"]
        refused = server.aws("opensearchserverless", "delete-collection", "--id", "nosuchid123", check=False)
        assert refused.returncode != 0 and "ResourceNotFoundException" in refused.stderr
        search = client(server, collection_id)
        search.indices.create(
            index="vectors",
            body={
                "settings": {"index.knn": True},
                "mappings": {"properties": {"e": {"type": "knn_vector", "dimension": 2}}},
            },
        )
        search.index(index="vectors", id="a", body={"e": [1, 2], "note": "kept"})
        aoss.tag_resource(
            resourceArn=created["createCollectionDetail"]["arn"], tags=[{"key": "k", "value": "v"}]
        )
        # a collection is CREATING for its first second: the restart below must find it ACTIVE, not
        # merely come after that second
        deadline = time.monotonic() + 30
        while aoss.batch_get_collection(ids=[collection_id])["collectionDetails"][0]["status"] != "ACTIVE":
            assert time.monotonic() < deadline, "the collection never became ACTIVE"
            time.sleep(0.1)
    finally:
        server.stop()
    again = LabcloudProcess(port=server.port, data_dir=tmp_path / "data").start()
    try:
        aoss = again.boto3_client("opensearchserverless")
        detail = aoss.batch_get_collection(ids=[collection_id])["collectionDetails"][0]
        assert detail["name"] == "kept" and detail["status"] == "ACTIVE"
        assert aoss.list_tags_for_resource(resourceArn=detail["arn"])["tags"] == [{"key": "k", "value": "v"}]
        assert aoss.get_access_policy(name="kept-data", type="data")["accessPolicyDetail"]["policy"][0][
            "Principal"
        ] == [ROOT]
        search = client(again, collection_id)
        assert search.get(index="vectors", id="a")["_source"] == {"e": [1, 2], "note": "kept"}
        found = search.search(index="vectors", body={"query": {"knn": {"e": {"vector": [1, 2], "k": 1}}}})
        assert found["hits"]["hits"][0]["_score"] == 1.0
        # the https:// endpoint, verified against labcloud's CA for the collection's own host name
        over_tls = signed(
            detail["collectionEndpoint"],
            "GET",
            "/vectors/_doc/a",
            ca=str(tmp_path / "data" / "tls" / "ca.pem"),
        )
        assert over_tls.status == 200 and over_tls.body["_source"]["note"] == "kept"
    finally:
        again.stop()


@pytest.fixture(scope="module")
def enforcing() -> Iterator[LabcloudProcess]:
    server = LabcloudProcess(in_memory=True, extra_args=["--enforce-iam"]).start()
    try:
        yield server
    finally:
        server.stop()


def _user(iam: Any, name: str, statements: list[dict[str, Any]]) -> tuple[str, Keys]:
    arn = iam.create_user(UserName=name)["User"]["Arn"]
    if statements:
        policy = {"Version": "2012-10-17", "Statement": statements}
        iam.put_user_policy(UserName=name, PolicyName="p", PolicyDocument=json.dumps(policy))
    key = iam.create_access_key(UserName=name)["AccessKey"]
    return arn, Keys(key["AccessKeyId"], key["SecretAccessKey"])


def test_iam_decides_aoss_actions(enforcing: LabcloudProcess) -> None:
    enforcing.reset()
    iam = enforcing.boto3_client("iam")
    root = enforcing.boto3_client("opensearchserverless")
    reader_arn, reader = _user(
        iam,
        "reader",
        [
            {
                "Effect": "Allow",
                "Action": ["aoss:BatchGetCollection", "aoss:ListCollections", "aoss:APIAccessAll"],
                "Resource": "*",
            }
        ],
    )
    nobody_arn, nobody = _user(iam, "nobody", [])
    collection = open_collection(root, "guarded", [ROOT, reader_arn, nobody_arn])
    as_reader = enforcing.boto3_client(
        "opensearchserverless", aws_access_key_id=reader.access_key, aws_secret_access_key=reader.secret_key
    )
    assert as_reader.batch_get_collection(ids=[collection["id"]])["collectionDetails"][0]["name"] == "guarded"
    with pytest.raises(ClientError) as denied:
        as_reader.delete_collection(id=collection["id"])
    assert denied.value.response["Error"]["Code"] == "AccessDeniedException"
    assert "aoss:DeleteCollection" in denied.value.response["Error"]["Message"]
    # the data plane: APIAccessAll from IAM, then the data access policy
    client(enforcing, collection["id"]).index(index="docs", id="1", body={"a": 1})
    assert client(enforcing, collection["id"], reader).get(index="docs", id="1")["found"] is True
    with pytest.raises(exceptions.AuthorizationException) as refused:
        client(enforcing, collection["id"], nobody).get(index="docs", id="1")
    assert refused.value.status_code == 403
    assert "aoss:APIAccessAll" in refused.value.info["error"]["reason"]


def test_the_map_draws_collections(aoss: Any, labcloud: LabcloudProcess) -> None:
    collection = open_collection(aoss, "mapped", [ROOT])
    drawn = labcloud.get("/_labcloud/map")
    nodes = {n["id"]: n for n in drawn["nodes"]}
    node = nodes[collection["arn"]]
    assert node["kind"] == "aoss.collection" and node["facts"]["type"] == "VECTORSEARCH"
    assert node["facts"]["endpoint"] == collection["collectionEndpoint"]
