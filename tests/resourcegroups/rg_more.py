"""One tagged resource of each kind the later tag sources hold (IAM providers and server certificates,
API Gateway's domain names, keys, plans, certificates and VPC links, ELB listeners and rules, SSM
associations and windows, CloudWatch metric streams, FIS templates, OpenSearch Serverless collections and
groups, Lambda event source mappings and code signing configs, API Gateway v2 VPC links), for the test over
every tag source."""

from __future__ import annotations

import datetime as dt
import io
import json
import zipfile
from typing import Any

from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import NameOID

from labcloud.testing.server_process import LabcloudProcess

PAIRS = [{"Key": "app", "Value": "all"}]
MAP = {"app": "all"}
REGION_ACCOUNT = "us-east-1:000000000000"
PROFILE = "arn:aws:signer:us-east-1:000000000000:/signing-profiles/allprofile/abcdef0123"
CERT = f"arn:aws:acm:{REGION_ACCOUNT}:certificate/12345678-aaaa-bbbb-cccc-1234567890ab"
#: SAML metadata of at least the 1000 characters CreateSAMLProvider's model asks for.
SAML_METADATA = (
    '<?xml version="1.0"?><md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata"'
    ' entityID="https://idp.all.example.test" validUntil="2031-05-01T00:00:00Z">'
    '<md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">'
    + "<md:NameIDFormat>urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified</md:NameIDFormat>" * 12
    + "</md:IDPSSODescriptor></md:EntityDescriptor>"
)
COMMAND = json.dumps(
    {
        "schemaVersion": "2.2",
        "description": "all",
        "mainSteps": [{"action": "aws:runShellScript", "name": "a", "inputs": {"runCommand": ["true"]}}],
    }
)


def _trust(service: str) -> str:
    statement = {"Effect": "Allow", "Principal": {"Service": service}, "Action": "sts:AssumeRole"}
    return json.dumps({"Version": "2012-10-17", "Statement": [statement]})


def _certificate() -> tuple[str, str]:
    """A self-signed certificate and its key (PEM), for UploadServerCertificate."""
    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "all.example.test")])
    cert = (
        x509.CertificateBuilder()
        .subject_name(name)
        .issuer_name(name)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(dt.datetime(2024, 1, 1, tzinfo=dt.timezone.utc))
        .not_valid_after(dt.datetime(2031, 1, 1, tzinfo=dt.timezone.utc))
        .sign(key, hashes.SHA256())
    )
    body = cert.public_bytes(serialization.Encoding.PEM).decode()
    pem = key.private_bytes(
        serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()
    ).decode()
    return body, pem


def _iam(server: LabcloudProcess) -> dict[str, str]:
    iam = server.boto3_client("iam")
    body, key = _certificate()
    return {
        "iam:oidc-provider": iam.create_open_id_connect_provider(
            Url="https://oidc.all.example.test", ClientIDList=["all"], ThumbprintList=["a" * 40], Tags=PAIRS
        )["OpenIDConnectProviderArn"],
        "iam:saml-provider": iam.create_saml_provider(
            Name="all-saml", SAMLMetadataDocument=SAML_METADATA, Tags=PAIRS
        )["SAMLProviderArn"],
        "iam:server-certificate": iam.upload_server_certificate(
            ServerCertificateName="all-cert", Path="/web/", CertificateBody=body, PrivateKey=key, Tags=PAIRS
        )["ServerCertificateMetadata"]["Arn"],
    }


def _subnets(server: LabcloudProcess) -> list[str]:
    found = server.boto3_client("ec2").describe_subnets(
        Filters=[{"Name": "default-for-az", "Values": ["true"]}]
    )["Subnets"]
    return sorted({subnet["AvailabilityZone"]: subnet["SubnetId"] for subnet in found}.values())[:2]


def _elb_and_links(server: LabcloudProcess) -> dict[str, str]:
    """An ELB listener and rule (of an untagged ALB) and a REST VPC link (to an untagged NLB)."""
    elb = server.boto3_client("elbv2")
    subnets = _subnets(server)
    # a load balancer whose name holds "listener" is still a load balancer
    alb = elb.create_load_balancer(Name="all-listener-alb", Subnets=subnets, Tags=PAIRS)["LoadBalancers"][0][
        "LoadBalancerArn"
    ]
    fixed = [{"Type": "fixed-response", "FixedResponseConfig": {"StatusCode": "404"}}]
    listener = elb.create_listener(
        LoadBalancerArn=alb, Protocol="HTTP", Port=80, DefaultActions=fixed, Tags=PAIRS
    )["Listeners"][0]["ListenerArn"]
    rule = elb.create_rule(
        ListenerArn=listener,
        Priority=10,
        Conditions=[{"Field": "path-pattern", "PathPatternConfig": {"Values": ["/all/*"]}}],
        Actions=fixed,
        Tags=PAIRS,
    )["Rules"][0]["RuleArn"]
    nlb = elb.create_load_balancer(Name="all-nlb", Subnets=subnets[:1], Type="network")["LoadBalancers"][0]
    link = server.boto3_client("apigateway").create_vpc_link(
        name="all-link", targetArns=[nlb["LoadBalancerArn"]], tags=MAP
    )["id"]
    return {
        "elasticloadbalancing:loadbalancer": alb,
        "elasticloadbalancing:listener": listener,
        "elasticloadbalancing:listener-rule": rule,
        "apigateway:vpclinks": f"arn:aws:apigateway:us-east-1::/vpclinks/{link}",
    }


def _apigateway(server: LabcloudProcess) -> dict[str, str]:
    apigw = server.boto3_client("apigateway")
    public = apigw.create_domain_name(
        domainName="all.example.test",
        regionalCertificateArn=CERT,
        endpointConfiguration={"types": ["REGIONAL"]},
        tags=MAP,
    )["domainNameArn"]
    private = apigw.create_domain_name(
        domainName="private.all.example.test",
        certificateArn=CERT,
        endpointConfiguration={"types": ["PRIVATE"]},
        tags=MAP,
    )["domainNameArn"]
    key = apigw.create_api_key(name="all-key", tags=MAP)["id"]
    plan = apigw.create_usage_plan(name="all-plan", tags=MAP)["id"]
    certificate = apigw.generate_client_certificate(description="all", tags=MAP)["clientCertificateId"]
    return {
        "apigateway:domainnames": public,
        "apigateway:domainnames (private)": private,
        "apigateway:apikeys": f"arn:aws:apigateway:us-east-1::/apikeys/{key}",
        "apigateway:usageplans": f"arn:aws:apigateway:us-east-1::/usageplans/{plan}",
        "apigateway:clientcertificates": f"arn:aws:apigateway:us-east-1::/clientcertificates/{certificate}",
    }


def _ssm(server: LabcloudProcess) -> dict[str, str]:
    ssm = server.boto3_client("ssm")
    ssm.create_document(Name="all-command", Content=COMMAND, DocumentType="Command")
    association = ssm.create_association(
        Name="all-command", Targets=[{"Key": "tag:Role", "Values": ["web"]}], Tags=PAIRS
    )["AssociationDescription"]["AssociationId"]
    window = ssm.create_maintenance_window(
        Name="all-window",
        Schedule="rate(1 day)",
        Duration=2,
        Cutoff=1,
        AllowUnassociatedTargets=False,
        Tags=PAIRS,
    )["WindowId"]
    return {
        "ssm:association": f"arn:aws:ssm:{REGION_ACCOUNT}:association/{association}",
        "ssm:maintenancewindow": f"arn:aws:ssm:{REGION_ACCOUNT}:maintenancewindow/{window}",
    }


def _metric_stream(server: LabcloudProcess) -> dict[str, str]:
    iam = server.boto3_client("iam")
    hose_role = iam.create_role(
        RoleName="all-hose", AssumeRolePolicyDocument=_trust("firehose.amazonaws.com")
    )
    server.boto3_client("s3").create_bucket(Bucket="all-metrics")
    hose = server.boto3_client("firehose").create_delivery_stream(
        DeliveryStreamName="all-metrics",
        ExtendedS3DestinationConfiguration={
            "RoleARN": hose_role["Role"]["Arn"],
            "BucketARN": "arn:aws:s3:::all-metrics",
        },
    )["DeliveryStreamARN"]
    role = iam.create_role(
        RoleName="all-streams", AssumeRolePolicyDocument=_trust("streams.metrics.cloudwatch.amazonaws.com")
    )["Role"]["Arn"]
    arn = server.boto3_client("cloudwatch").put_metric_stream(
        Name="all-stream", FirehoseArn=hose, RoleArn=role, OutputFormat="json", Tags=PAIRS
    )["Arn"]
    return {"cloudwatch:metric-stream": arn}


def _fis(server: LabcloudProcess) -> dict[str, str]:
    template: dict[str, Any] = {
        "description": "all",
        "roleArn": "arn:aws:iam::000000000000:role/all-fis",
        "stopConditions": [{"source": "none"}],
        "targets": {
            "fns": {
                "resourceType": "aws:lambda:function",
                "resourceArns": ["arn:aws:lambda:us-east-1:000000000000:function:all-fn"],
                "selectionMode": "ALL",
            }
        },
        "actions": {
            "slow": {
                "actionId": "aws:lambda:invocation-add-delay",
                "parameters": {"duration": "PT10M"},
                "targets": {"Functions": "fns"},
            }
        },
    }
    created = server.boto3_client("fis").create_experiment_template(clientToken="all", tags=MAP, **template)
    return {"fis:experiment-template": created["experimentTemplate"]["arn"]}


def _aoss(server: LabcloudProcess) -> dict[str, str]:
    aoss = server.boto3_client("opensearchserverless")
    rules = [{"ResourceType": "collection", "Resource": ["collection/all-coll"]}]
    aoss.create_security_policy(
        name="all-enc", type="encryption", policy=json.dumps({"Rules": rules, "AWSOwnedKey": True})
    )
    pairs = [{"key": "app", "value": "all"}]
    collection = aoss.create_collection(name="all-coll", type="SEARCH", tags=pairs)["createCollectionDetail"]
    group = aoss.create_collection_group(
        name="all-group",
        standbyReplicas="ENABLED",
        capacityLimits={"maxIndexingCapacityInOCU": 8, "maxSearchCapacityInOCU": 8},
        tags=pairs,
    )["createCollectionGroupDetail"]
    return {"aoss:collection": collection["arn"], "aoss:collectiongroup": group["arn"]}


def _zip() -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("index.py", "def handler(event, context):\n    return event\n")
    return buffer.getvalue()


def _lambda(server: LabcloudProcess) -> dict[str, str]:
    """A Lambda event source mapping (of an untagged function and queue) and a code signing config."""
    lam = server.boto3_client("lambda")
    iam = server.boto3_client("iam")
    role = iam.create_role(RoleName="all-fn-role", AssumeRolePolicyDocument=_trust("lambda.amazonaws.com"))[
        "Role"
    ]["Arn"]
    reads = {"Effect": "Allow", "Action": "sqs:*", "Resource": "*"}
    iam.put_role_policy(
        RoleName="all-fn-role",
        PolicyName="reads",
        PolicyDocument=json.dumps({"Version": "2012-10-17", "Statement": [reads]}),
    )
    lam.create_function(
        FunctionName="all-esm-fn",
        Runtime="python3.12",
        Role=role,
        Handler="index.handler",
        Code={"ZipFile": _zip()},
    )
    sqs = server.boto3_client("sqs")
    queue = sqs.get_queue_attributes(
        QueueUrl=sqs.create_queue(QueueName="all-esm-q")["QueueUrl"], AttributeNames=["QueueArn"]
    )["Attributes"]["QueueArn"]
    mapping = lam.create_event_source_mapping(
        FunctionName="all-esm-fn", EventSourceArn=queue, Enabled=False, Tags=MAP
    )["EventSourceMappingArn"]
    config = lam.create_code_signing_config(
        AllowedPublishers={"SigningProfileVersionArns": [PROFILE]}, Tags=MAP
    )["CodeSigningConfig"]["CodeSigningConfigArn"]
    return {"lambda:event-source-mapping": mapping, "lambda:code-signing-config": config}


def _http_vpc_link(server: LabcloudProcess) -> dict[str, str]:
    """An API Gateway v2 VPC link in the default VPC (its ARN has the REST VPC links' form)."""
    group = server.boto3_client("ec2").describe_security_groups(
        Filters=[{"Name": "group-name", "Values": ["default"]}]
    )["SecurityGroups"][0]["GroupId"]
    link = server.boto3_client("apigatewayv2").create_vpc_link(
        Name="all-v2-link", SubnetIds=_subnets(server), SecurityGroupIds=[group], Tags=MAP
    )["VpcLinkId"]
    return {"apigateway:vpclinks (v2)": f"arn:aws:apigateway:us-east-1::/vpclinks/{link}"}


def make_more(server: LabcloudProcess) -> dict[str, str]:
    """Resource type (the Tagging API's spelling; a suffix in parentheses tells two of one type apart) →
    the ARN of one resource of it tagged ``app=all``."""
    return {
        **_iam(server),
        **_elb_and_links(server),
        **_apigateway(server),
        **_ssm(server),
        **_metric_stream(server),
        **_fis(server),
        **_aoss(server),
        **_lambda(server),
        **_http_vpc_link(server),
    }
