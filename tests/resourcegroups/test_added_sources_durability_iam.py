"""The added tag sources across a restart (tags written through TagResources are read back by GetResources)
and under IAM enforcement (TagResources needs each service's own tagging action: ``fis:TagResource``,
``aoss:TagResource``)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from rg_more import make_more

from labcloud.testing.server_process import LabcloudProcess

KINDS = ("aoss:collection", "fis:experiment-template", "apigateway:apikeys", "iam:server-certificate")


def test_tags_of_the_added_sources_survive_a_restart(tmp_path: Path) -> None:
    server = LabcloudProcess(data_dir=tmp_path / "data").start()
    try:
        made = make_more(server)
        arns = [made[kind] for kind in KINDS]
        tagging = server.boto3_client("resourcegroupstaggingapi")
        assert tagging.tag_resources(ResourceARNList=arns, Tags={"kept": "yes"})["FailedResourcesMap"] == {}
    finally:
        server.stop()
    again = LabcloudProcess(port=server.port, data_dir=tmp_path / "data").start()
    try:
        tagging = again.boto3_client("resourcegroupstaggingapi")
        found = tagging.get_resources(TagFilters=[{"Key": "kept", "Values": ["yes"]}])[
            "ResourceTagMappingList"
        ]
        assert sorted(r["ResourceARN"] for r in found) == sorted(arns)
    finally:
        again.stop()


def test_tagging_an_added_source_needs_its_services_own_action() -> None:
    server = LabcloudProcess(in_memory=True, extra_args=["--enforce-iam"]).start()
    try:
        made = make_more(server)
        iam = server.boto3_client("iam")
        iam.create_user(UserName="tagger")
        key = iam.create_access_key(UserName="tagger")["AccessKey"]
        statements = [
            {"Effect": "Allow", "Action": "tag:TagResources", "Resource": "*"},
            {"Effect": "Allow", "Action": "fis:TagResource", "Resource": "*"},
        ]
        policy = json.dumps({"Version": "2012-10-17", "Statement": statements})
        iam.put_user_policy(UserName="tagger", PolicyName="p", PolicyDocument=policy)
        tagging: Any = server.boto3_client(
            "resourcegroupstaggingapi",
            aws_access_key_id=key["AccessKeyId"],
            aws_secret_access_key=key["SecretAccessKey"],
        )
        template, collection = made["fis:experiment-template"], made["aoss:collection"]
        failed = tagging.tag_resources(ResourceARNList=[template, collection], Tags={"by": "tagger"})[
            "FailedResourcesMap"
        ]
        assert set(failed) == {collection}
        # the service's own denial, with the status it answers itself (aoss models no AccessDeniedException)
        assert failed[collection]["ErrorMessage"].startswith("AccessDeniedException: ")
        assert "aoss:TagResource" in failed[collection]["ErrorMessage"]
        tags = server.boto3_client("fis").list_tags_for_resource(resourceArn=template)["tags"]
        assert tags == {"app": "all", "by": "tagger"}
    finally:
        server.stop()
