"""Terraform's aws_apigatewayv2_* resources for a WebSocket API (with an integration response, a model, and an
AWS service integration to SQS with credentials_arn, request_parameters, request_templates and
template_selection_expression) and a VPC link (hashicorp/aws 5.x) apply, re-plan with no
changes, import back with no other change and destroy, against a real labcloud server (skipped where terraform or its provider mirror is absent)."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest

from labcloud.testing.server_process import LabcloudProcess

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE.parent / "terraform"))

from terraform_runner import Workspace, missing_reason, round_trip, terraform_env  # noqa: E402

pytestmark = [
    pytest.mark.skipif(missing_reason() is not None, reason=str(missing_reason())),
    pytest.mark.timeout(900),
]


def test_websocket_api_apply_replan_destroy(labcloud: LabcloudProcess, tmp_path: Path) -> None:
    work = tmp_path / "config"
    shutil.copytree(HERE / "terraform", work)
    space = Workspace(work, terraform_env(tmp_path / "home"), [f"-var=endpoint={labcloud.endpoint}"])
    times = round_trip(space)
    api_id = space.outputs()["api_id"]
    v2 = labcloud.boto3_client("apigatewayv2")
    assert v2.get_api(ApiId=api_id)["ProtocolType"] == "WEBSOCKET"
    assert sorted(r["RouteKey"] for r in v2.get_routes(ApiId=api_id)["Items"]) == [
        "$connect",
        "enqueue",
        "send",
        "typed",
    ]
    integrations = {i["IntegrationType"]: i for i in v2.get_integrations(ApiId=api_id)["Items"]}
    integration = integrations["AWS_PROXY"]["IntegrationId"]
    queue = integrations["AWS"]
    assert (queue["CredentialsArn"], queue["TemplateSelectionExpression"], queue["PassthroughBehavior"]) == (
        "arn:aws:iam::000000000000:role/tf-ws-gateway",
        "\\$default",
        "NEVER",
    )
    assert (queue["RequestParameters"], queue["RequestTemplates"]) == (
        {"integration.request.header.Content-Type": "'application/x-www-form-urlencoded'"},
        {"$default": "Action=SendMessage&MessageBody=$util.urlEncode($input.json('$.text'))"},
    )
    [answer] = v2.get_integration_responses(ApiId=api_id, IntegrationId=queue["IntegrationId"])["Items"]
    assert answer["IntegrationResponseKey"] == "$default"
    responses = v2.get_integration_responses(ApiId=api_id, IntegrationId=integration)["Items"]
    assert [(r["IntegrationResponseKey"], r["TemplateSelectionExpression"]) for r in responses] == [
        ("/2\\d\\d/", "\\$default")
    ]
    assert [m["Name"] for m in v2.get_models(ApiId=api_id)["Items"]] == ["Message"]
    [typed] = [r for r in v2.get_routes(ApiId=api_id)["Items"] if r["RouteKey"] == "typed"]
    assert (typed["ModelSelectionExpression"], typed["RequestModels"]) == (
        "$default",
        {"$default": "Message"},
    )
    link = v2.get_vpc_link(VpcLinkId=space.outputs()["vpc_link_id"])
    assert (link["Name"], link["VpcLinkStatus"], link["Tags"]) == (
        "tf-private",
        "AVAILABLE",
        {"team": "chat"},
    )
    times["destroy"] = space.destroy().seconds
    print("apigatewayv2 websocket: " + ", ".join(f"{k} {v:.0f}s" for k, v in times.items()))
    assert v2.get_apis()["Items"] == []
    assert v2.get_vpc_links()["Items"] == []
