"""Private custom domain names (DomainNameV2): created with a domainNameId and an execute-api policy,
mapped to private REST APIs (BasePathMappingV2), reached only while a VPC endpoint is associated
(DomainNameAccessAssociation), their policy and the API's evaluated with that endpoint as aws:SourceVpce;
shared with another account by the management policy; each refusal's exact code; kept over a restart;
the aws CLI; IAM's denial."""

from __future__ import annotations

import json
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

import pytest
from botocore.exceptions import ClientError

from labcloud.testing.server_process import LabcloudProcess

NAME = "private.example.test"
CERTIFICATE = "arn:aws:acm:us-east-1:000000000000:certificate/11111111-2222-3333-4444-555555555555"
OTHER = "111111111111"


def _code(call: Any, **params: Any) -> str:
    with pytest.raises(ClientError) as error:
        call(**params)
    return str(error.value.response["Error"]["Code"])


def _policy(vpce: str, effect: str = "Allow") -> str:
    statement: dict[str, Any] = {
        "Effect": effect,
        "Principal": "*",
        "Action": "execute-api:Invoke",
        "Resource": "execute-api:/*",
    }
    if effect == "Allow":
        statement["Condition"] = {"StringEquals": {"aws:SourceVpce": vpce}}
    return json.dumps({"Version": "2012-10-17", "Statement": [statement]})


def _endpoint(server: LabcloudProcess, service: str = "execute-api", **keys: str) -> str:
    ec2 = server.boto3_client("ec2", **keys)
    subnet = ec2.describe_subnets()["Subnets"][0]
    params: dict[str, Any] = {
        "VpcId": subnet["VpcId"],
        "ServiceName": f"com.amazonaws.us-east-1.{service}",
        "VpcEndpointType": "Interface" if service == "execute-api" else "Gateway",
    }
    if service == "execute-api":
        params["SubnetIds"] = [subnet["SubnetId"]]
    return str(ec2.create_vpc_endpoint(**params)["VpcEndpoint"]["VpcEndpointId"])


def _private_api(server: LabcloudProcess, vpce: str, kind: str = "PRIVATE") -> str:
    """A PRIVATE REST API whose policy admits requests through ``vpce`` only, GET / a MOCK."""
    apigw = server.boto3_client("apigateway")
    api = apigw.create_rest_api(
        name=f"{kind.lower()}-api", endpointConfiguration={"types": [kind]}, policy=_policy(vpce)
    )["id"]
    root = apigw.get_resources(restApiId=api)["items"][0]["id"]
    apigw.put_method(restApiId=api, resourceId=root, httpMethod="GET", authorizationType="NONE")
    apigw.put_integration(
        restApiId=api,
        resourceId=root,
        httpMethod="GET",
        type="MOCK",
        requestTemplates={"application/json": '{"statusCode": 200}'},
    )
    apigw.put_method_response(restApiId=api, resourceId=root, httpMethod="GET", statusCode="200")
    apigw.put_integration_response(
        restApiId=api,
        resourceId=root,
        httpMethod="GET",
        statusCode="200",
        responseTemplates={"application/json": '{"hello": "private"}'},
    )
    apigw.create_deployment(restApiId=api, stageName="prod")
    return api


def _get(server: LabcloudProcess, path: str = "/") -> tuple[int, dict[str, Any]]:
    request = urllib.request.Request(f"{server.endpoint}{path}", headers={"Host": NAME})
    try:
        with urllib.request.urlopen(request, timeout=60) as answer:
            return answer.status, json.loads(answer.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read())


def test_a_private_domain_name_reached_through_its_vpc_endpoint(labcloud: LabcloudProcess) -> None:
    apigw = labcloud.boto3_client("apigateway")
    vpce = _endpoint(labcloud)
    api = _private_api(labcloud, vpce)
    made = apigw.create_domain_name(
        domainName=NAME,
        certificateArn=CERTIFICATE,
        endpointConfiguration={"types": ["PRIVATE"], "ipAddressType": "dualstack"},
        securityPolicy="TLS_1_2",
        policy=_policy(vpce),
        tags={"team": "edge"},
    )
    domain_id = made["domainNameId"]
    arn = f"arn:aws:apigateway:us-east-1:000000000000:/domainnames/{NAME}+{domain_id}"
    assert (made["domainNameArn"], made["endpointConfiguration"], made["domainNameStatus"]) == (
        arn,
        {"types": ["PRIVATE"], "ipAddressType": "dualstack"},
        "AVAILABLE",
    )
    assert json.loads(made["policy"]) == json.loads(_policy(vpce))  # kept as given
    invalid = [{"op": "replace", "path": "/policy", "value": '{"Statement": "nope"}'}]
    assert (
        _code(apigw.update_domain_name, domainName=NAME, domainNameId=domain_id, patchOperations=invalid)
        == "BadRequestException"
    )
    got = apigw.get_domain_name(domainName=NAME, domainNameId=domain_id)
    assert (got["domainNameId"], got["tags"]) == (domain_id, {"team": "edge"})
    assert _code(apigw.get_domain_name, domainName=NAME) == "NotFoundException"
    assert _code(apigw.get_domain_name, domainName=NAME, domainNameId="nope1234") == "NotFoundException"
    assert [d["domainName"] for d in apigw.get_domain_names()["items"]] == [NAME]

    # mappings: private APIs only
    public = apigw.create_rest_api(name="public", endpointConfiguration={"types": ["REGIONAL"]})["id"]
    mapping = apigw.create_base_path_mapping
    assert _code(mapping, domainName=NAME, domainNameId=domain_id, restApiId=public) == "BadRequestException"
    made_mapping = mapping(domainName=NAME, domainNameId=domain_id, restApiId=api, stage="prod")
    assert (made_mapping["basePath"], made_mapping["restApiId"]) == ("(none)", api)
    listed = apigw.get_base_path_mappings(domainName=NAME, domainNameId=domain_id)["items"]
    assert [m["restApiId"] for m in listed] == [api]
    assert _code(apigw.get_base_path_mappings, domainName=NAME) == "NotFoundException"

    # no VPC endpoint associated: nothing reaches the name
    assert _get(labcloud)[0] == 403

    association = apigw.create_domain_name_access_association(
        domainNameArn=arn, accessAssociationSourceType="VPCE", accessAssociationSource=vpce
    )
    association_arn = association["domainNameAccessAssociationArn"]
    assert association_arn == (
        f"arn:aws:apigateway:us-east-1:000000000000:/domainnameaccessassociations/domainname/{NAME}+{domain_id}"
        f"/vpcesource/{vpce}"
    )
    associate = apigw.create_domain_name_access_association
    assert (
        _code(associate, domainNameArn=arn, accessAssociationSourceType="VPCE", accessAssociationSource=vpce)
        == "ConflictException"
    )
    gateway = _endpoint(labcloud, "s3")
    for source in (gateway, "vpce-0123456789abcdef0"):
        assert (
            _code(
                associate,
                domainNameArn=arn,
                accessAssociationSourceType="VPCE",
                accessAssociationSource=source,
            )
            == "BadRequestException"
        )
    assert (
        _code(
            associate,
            domainNameArn=arn.replace(domain_id, "zzzz9999"),
            accessAssociationSourceType="VPCE",
            accessAssociationSource=vpce,
        )
        == "BadRequestException"
    )

    # through the endpoint: the name's policy and the API's both see it as aws:SourceVpce
    assert _get(labcloud) == (200, {"hello": "private"})
    assert [a["accessAssociationSource"] for a in apigw.get_domain_name_access_associations()["items"]] == [
        vpce
    ]
    assert apigw.get_domain_name_access_associations(resourceOwner="OTHER_ACCOUNTS")["items"] == []

    with urllib.request.urlopen(labcloud.endpoint + "/_labcloud/map", timeout=30) as response:
        document = json.loads(response.read())
    [node] = [n for n in document["nodes"] if n["id"] == arn]
    assert (node["kind"], node["facts"]) == ("apigateway.domainname", {"endpoint": "PRIVATE"})
    edges = {(e["kind"], e["from"], e["to"]) for e in document["edges"]}
    assert ("basepath", arn, f"arn:aws:apigateway:us-east-1::/restapis/{api}") in edges

    # a Deny in the name's policy refuses
    deny = [{"op": "replace", "path": "/policy", "value": _policy(vpce, "Deny")}]
    apigw.update_domain_name(domainName=NAME, domainNameId=domain_id, patchOperations=deny)
    status, body = _get(labcloud)
    assert status == 403 and body["message"].endswith("with an explicit deny")
    allow = [{"op": "replace", "path": "/policy", "value": _policy(vpce)}]
    apigw.update_domain_name(domainName=NAME, domainNameId=domain_id, patchOperations=allow)
    assert _get(labcloud)[0] == 200
    bad = [{"op": "replace", "path": "/regionalCertificateArn", "value": CERTIFICATE}]
    assert (
        _code(apigw.update_domain_name, domainName=NAME, domainNameId=domain_id, patchOperations=bad)
        == "BadRequestException"
    )

    # the owner rejects the association: the endpoint no longer reaches the name
    apigw.reject_domain_name_access_association(
        domainNameAccessAssociationArn=association_arn, domainNameArn=arn
    )
    assert _get(labcloud)[0] == 403
    assert apigw.get_domain_name_access_associations()["items"] == []
    assert (
        _code(apigw.delete_domain_name_access_association, domainNameAccessAssociationArn=association_arn)
        == "NotFoundException"
    )

    # one Host each: the name cannot be made again, public or private; public names take no policy
    create = apigw.create_domain_name
    assert (
        _code(
            create, domainName=NAME, certificateArn=CERTIFICATE, endpointConfiguration={"types": ["PRIVATE"]}
        )
        == "BadRequestException"
    )
    assert _code(create, domainName=NAME, certificateArn=CERTIFICATE) == "BadRequestException"
    assert (
        _code(create, domainName="public.example.test", certificateArn=CERTIFICATE, policy=_policy(vpce))
        == "BadRequestException"
    )
    assert (
        _code(create, domainName="nocert.example.test", endpointConfiguration={"types": ["PRIVATE"]})
        == "BadRequestException"
    )
    odd = {"types": ["PRIVATE"], "ipAddressType": "ipv5"}
    assert (
        _code(create, domainName="ip.example.test", certificateArn=CERTIFICATE, endpointConfiguration=odd)
        == "BadRequestException"
    )
    apigw.delete_domain_name(domainName=NAME, domainNameId=domain_id)
    assert _code(apigw.get_domain_name, domainName=NAME, domainNameId=domain_id) == "NotFoundException"
    events = [
        (e["kind"], e["data"].get("how"))
        for e in labcloud.get("/_labcloud/events")["events"]
        if e["kind"].startswith("apigateway.domainnameaccessassociation.")
    ]
    assert events == [
        ("apigateway.domainnameaccessassociation.created", None),
        ("apigateway.domainnameaccessassociation.deleted", "rejected"),
    ]


def test_a_private_domain_name_shared_with_another_account(labcloud: LabcloudProcess) -> None:
    owner = labcloud.boto3_client("apigateway")
    consumer_keys = {"aws_access_key_id": OTHER, "aws_secret_access_key": "test"}
    consumer = labcloud.boto3_client("apigateway", **consumer_keys)
    theirs = _endpoint(labcloud, **consumer_keys)
    made = owner.create_domain_name(
        domainName=NAME, certificateArn=CERTIFICATE, endpointConfiguration={"types": ["PRIVATE"]}
    )
    arn, domain_id = made["domainNameArn"], made["domainNameId"]
    associate = consumer.create_domain_name_access_association
    params = {"domainNameArn": arn, "accessAssociationSourceType": "VPCE", "accessAssociationSource": theirs}
    assert _code(associate, **params) == "BadRequestException"  # not shared yet
    assert consumer.get_domain_names(resourceOwner="OTHER_ACCOUNTS")["items"] == []
    management = {
        "Version": "2012-10-17",
        "Statement": [
            {
                "Effect": "Allow",
                "Principal": {"AWS": f"arn:aws:iam::{OTHER}:root"},
                "Action": "apigateway:CreateAccessAssociation",
                "Resource": arn,
            }
        ],
    }
    owner.update_domain_name(
        domainName=NAME,
        domainNameId=domain_id,
        patchOperations=[{"op": "replace", "path": "/managementPolicy", "value": json.dumps(management)}],
    )
    shared = consumer.get_domain_names(resourceOwner="OTHER_ACCOUNTS")["items"]
    assert [d["domainNameId"] for d in shared] == [domain_id]
    made_association = associate(**params)["domainNameAccessAssociationArn"]
    assert f":{OTHER}:/domainnameaccessassociations/" in made_association
    assert [
        a["accessAssociationSource"] for a in consumer.get_domain_name_access_associations()["items"]
    ] == [theirs]
    seen = owner.get_domain_name_access_associations(resourceOwner="OTHER_ACCOUNTS")["items"]
    assert [a["domainNameAccessAssociationArn"] for a in seen] == [made_association]
    # only the creator deletes it; the owner rejects it instead
    assert (
        _code(owner.delete_domain_name_access_association, domainNameAccessAssociationArn=made_association)
        == "NotFoundException"
    )
    consumer.delete_domain_name_access_association(domainNameAccessAssociationArn=made_association)
    assert consumer.get_domain_name_access_associations()["items"] == []
    # the consumer cannot read or change the name itself
    assert _code(consumer.get_domain_name, domainName=NAME, domainNameId=domain_id) == "NotFoundException"


def test_private_domain_names_from_the_cli_and_over_a_restart(tmp_path: Path) -> None:
    server = LabcloudProcess(data_dir=tmp_path / "data").start()
    try:
        vpce = _endpoint(server)
        api = _private_api(server, vpce)
        made = server.aws_json(
            "apigateway",
            "create-domain-name",
            "--domain-name",
            NAME,
            "--certificate-arn",
            CERTIFICATE,
            "--endpoint-configuration",
            "types=PRIVATE",
            "--policy",
            _policy(vpce),
        )
        domain_id, arn = made["domainNameId"], made["domainNameArn"]
        server.aws_json(
            "apigateway",
            "create-base-path-mapping",
            "--domain-name",
            NAME,
            "--domain-name-id",
            domain_id,
            "--rest-api-id",
            api,
            "--stage",
            "prod",
            "--base-path",
            "v1",
        )
        association = server.aws_json(
            "apigateway",
            "create-domain-name-access-association",
            "--domain-name-arn",
            arn,
            "--access-association-source-type",
            "VPCE",
            "--access-association-source",
            vpce,
        )
        assert association["accessAssociationSource"] == vpce
        missing = server.aws("apigateway", "get-domain-name", "--domain-name", NAME, check=False)
        assert missing.returncode != 0 and "NotFoundException" in missing.stderr
        assert _get(server, "/v1/") == (200, {"hello": "private"})
        server.kill()
        server.start()
        got = server.aws_json(
            "apigateway", "get-domain-name", "--domain-name", NAME, "--domain-name-id", domain_id
        )
        assert got["domainNameArn"] == arn
        listed = server.aws_json("apigateway", "get-domain-name-access-associations")["items"]
        assert [a["accessAssociationSource"] for a in listed] == [vpce]
        assert _get(server, "/v1/") == (200, {"hello": "private"})
        server.aws(
            "apigateway",
            "delete-domain-name-access-association",
            "--domain-name-access-association-arn",
            association["domainNameAccessAssociationArn"],
        )
        assert _get(server, "/v1/")[0] == 403
    finally:
        server.stop()


def test_iam_decides_on_access_associations() -> None:
    server = LabcloudProcess(in_memory=True, extra_args=["--enforce-iam"]).start()
    try:
        apigw = server.boto3_client("apigateway")
        made = apigw.create_domain_name(
            domainName=NAME, certificateArn=CERTIFICATE, endpointConfiguration={"types": ["PRIVATE"]}
        )
        vpce = _endpoint(server)
        policy = {
            "Version": "2012-10-17",
            "Statement": [{"Effect": "Allow", "Action": "apigateway:GET", "Resource": "*"}],
        }
        iam = server.boto3_client("iam")
        iam.create_user(UserName="reader")
        iam.put_user_policy(UserName="reader", PolicyName="read", PolicyDocument=json.dumps(policy))
        key = iam.create_access_key(UserName="reader")["AccessKey"]
        reader = server.boto3_client(
            "apigateway", aws_access_key_id=key["AccessKeyId"], aws_secret_access_key=key["SecretAccessKey"]
        )
        assert reader.get_domain_name_access_associations()["items"] == []
        assert (
            _code(
                reader.create_domain_name_access_association,
                domainNameArn=made["domainNameArn"],
                accessAssociationSourceType="VPCE",
                accessAssociationSource=vpce,
            )
            == "AccessDeniedException"
        )
    finally:
        server.stop()


def test_the_rest_of_the_private_operations_from_the_cli(labcloud: LabcloudProcess) -> None:
    """The aws CLI: update-domain-name's /managementPolicy, reject-domain-name-access-association,
    get-domain-names --resource-owner, and their refusals' codes."""
    vpce = _endpoint(labcloud)
    made = labcloud.aws_json(
        "apigateway",
        "create-domain-name",
        "--domain-name",
        NAME,
        "--certificate-arn",
        CERTIFICATE,
        "--endpoint-configuration",
        "types=PRIVATE",
    )
    domain_id, arn = made["domainNameId"], made["domainNameArn"]
    management = json.dumps(
        {
            "Version": "2012-10-17",
            "Statement": [
                {
                    "Effect": "Allow",
                    "Principal": {"AWS": f"arn:aws:iam::{OTHER}:root"},
                    "Action": "apigateway:CreateAccessAssociation",
                    "Resource": arn,
                }
            ],
        }
    )
    patch = json.dumps([{"op": "replace", "path": "/managementPolicy", "value": management}])
    updated = labcloud.aws_json(
        "apigateway",
        "update-domain-name",
        "--domain-name",
        NAME,
        "--domain-name-id",
        domain_id,
        "--patch-operations",
        patch,
    )
    assert json.loads(updated["managementPolicy"]) == json.loads(management)
    listed = labcloud.aws_json("apigateway", "get-domain-names", "--resource-owner", "OTHER_ACCOUNTS")[
        "items"
    ]
    assert listed == []  # the caller's own names are SELF's
    association = labcloud.aws_json(
        "apigateway",
        "create-domain-name-access-association",
        "--domain-name-arn",
        arn,
        "--access-association-source-type",
        "VPCE",
        "--access-association-source",
        vpce,
    )["domainNameAccessAssociationArn"]
    labcloud.aws(
        "apigateway",
        "reject-domain-name-access-association",
        "--domain-name-access-association-arn",
        association,
        "--domain-name-arn",
        arn,
    )
    assert labcloud.aws_json("apigateway", "get-domain-name-access-associations")["items"] == []
    for args, code in (
        (
            [
                "reject-domain-name-access-association",
                "--domain-name-access-association-arn",
                association,
                "--domain-name-arn",
                arn,
            ],
            "NotFoundException",
        ),
        (
            [
                "create-domain-name-access-association",
                "--domain-name-arn",
                arn + "0",
                "--access-association-source-type",
                "VPCE",
                "--access-association-source",
                vpce,
            ],
            "BadRequestException",
        ),
        (["get-domain-names", "--resource-owner", "EVERYONE"], "BadRequestException"),
        (["get-domain-name", "--domain-name", NAME, "--domain-name-id", "zz"], "NotFoundException"),
        (
            [
                "update-domain-name",
                "--domain-name",
                NAME,
                "--domain-name-id",
                domain_id,
                "--patch-operations",
                json.dumps([{"op": "replace", "path": "/policy", "value": "not json"}]),
            ],
            "BadRequestException",
        ),
    ):
        failed = labcloud.aws("apigateway", *args, check=False)
        assert failed.returncode != 0 and code in failed.stderr, (args, failed.stderr)


def test_a_private_api_at_its_vpc_endpoint_host_name(labcloud: LabcloudProcess) -> None:
    """``<api-id>-<vpce-id>.execute-api.localhost``: the request arrives through that endpoint, so a policy
    conditioned on aws:SourceVpce admits it; another endpoint, an unknown one, a gateway endpoint or a
    public API are 403."""
    vpce = _endpoint(labcloud)
    other = _endpoint(labcloud)
    api = _private_api(labcloud, vpce)

    def get(host: str) -> tuple[int, dict[str, Any]]:
        request = urllib.request.Request(f"{labcloud.endpoint}/prod/", headers={"Host": host})
        try:
            with urllib.request.urlopen(request, timeout=60) as answer:
                return answer.status, json.loads(answer.read())
        except urllib.error.HTTPError as error:
            return error.code, json.loads(error.read())

    assert get(f"{api}-{vpce}.execute-api.localhost") == (200, {"hello": "private"})
    assert get(f"{api}-{vpce}.execute-api.us-east-1.localhost")[0] == 200
    status, body = get(f"{api}-{other}.execute-api.localhost")  # the API's policy names another endpoint
    assert status == 403 and body["message"].startswith("User: anonymous is not authorized")
    assert get(f"{api}.execute-api.localhost")[0] == 403  # not through an endpoint at all
    assert get(f"{api}-vpce-0123456789abcdef0.execute-api.localhost") == (403, {"message": "Forbidden"})
    gateway = _endpoint(labcloud, "s3")
    assert get(f"{api}-{gateway}.execute-api.localhost") == (403, {"message": "Forbidden"})
    public = _private_api(labcloud, vpce, "REGIONAL")
    assert get(f"{public}-{vpce}.execute-api.localhost") == (403, {"message": "Forbidden"})
