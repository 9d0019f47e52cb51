"""Every service's tag source: one tagged resource of each kind labcloud tags, found by GetResources with its
Tagging API resource type, then tagged and untagged through TagResources/UntagResources (each service's own
operation), the tags read back through the service's own API."""

from __future__ import annotations

import json
from typing import Any

from rg_helpers import TRUST
from rg_more import make_more

from labcloud.testing.server_process import LabcloudProcess

PAIRS = [{"Key": "app", "Value": "all"}]
MAP = {"app": "all"}


def _make_everything(server: LabcloudProcess) -> dict[str, str]:
    """Resource type (as the Tagging API spells it) → the ARN of one tagged resource of it."""
    made: dict[str, str] = {}
    c = server.boto3_client
    made["sqs"] = c("sqs").get_queue_attributes(
        QueueUrl=c("sqs").create_queue(QueueName="all-q", tags=MAP)["QueueUrl"], AttributeNames=["QueueArn"]
    )["Attributes"]["QueueArn"]
    made["sns"] = c("sns").create_topic(Name="all-t", Tags=PAIRS)["TopicArn"]
    role = c("iam").create_role(RoleName="all-role", AssumeRolePolicyDocument=TRUST, Tags=PAIRS)["Role"][
        "Arn"
    ]
    made["iam:role"] = role
    made["iam:user"] = c("iam").create_user(UserName="all-user", Tags=PAIRS)["User"]["Arn"]
    document = json.dumps(
        {"Version": "2012-10-17", "Statement": [{"Effect": "Allow", "Action": "s3:*", "Resource": "*"}]}
    )
    made["iam:policy"] = c("iam").create_policy(PolicyName="all-policy", PolicyDocument=document, Tags=PAIRS)[
        "Policy"
    ]["Arn"]
    made["iam:instance-profile"] = c("iam").create_instance_profile(
        InstanceProfileName="all-profile", Path="/p/", Tags=PAIRS
    )["InstanceProfile"]["Arn"]
    check = c("route53").create_health_check(
        CallerReference="all-check",
        HealthCheckConfig={"Type": "HTTP", "FullyQualifiedDomainName": "all.example.com", "Port": 80},
    )["HealthCheck"]["Id"]
    c("route53").change_tags_for_resource(ResourceType="healthcheck", ResourceId=check, AddTags=PAIRS)
    made["route53:healthcheck"] = f"arn:aws:route53:::healthcheck/{check}"
    made["dynamodb:table"] = c("dynamodb").create_table(
        TableName="all-table",
        KeySchema=[{"AttributeName": "k", "KeyType": "HASH"}],
        AttributeDefinitions=[{"AttributeName": "k", "AttributeType": "S"}],
        BillingMode="PAY_PER_REQUEST",
        Tags=PAIRS,
    )["TableDescription"]["TableArn"]
    c("s3").create_bucket(Bucket="all-bucket")
    c("s3").put_bucket_tagging(Bucket="all-bucket", Tagging={"TagSet": PAIRS})
    made["s3"] = "arn:aws:s3:::all-bucket"
    made["kinesis:stream"] = _stream(server)
    made["states:activity"] = c("stepfunctions").create_activity(
        name="all-act", tags=[{"key": "app", "value": "all"}]
    )["activityArn"]
    made["events:event-bus"] = c("events").create_event_bus(Name="all-bus", Tags=PAIRS)["EventBusArn"]
    made["events:rule"] = c("events").put_rule(
        Name="all-rule", ScheduleExpression="rate(1 hour)", Tags=PAIRS
    )["RuleArn"]
    c("logs").create_log_group(logGroupName="all-logs", tags=MAP)
    made["logs:log-group"] = f"{made['sqs'].rsplit(':', 1)[0].replace(':sqs:', ':logs:')}:log-group:all-logs"
    made["secretsmanager:secret"] = c("secretsmanager").create_secret(
        Name="all-s", SecretString="x", Tags=PAIRS
    )["ARN"]
    made["kms:key"] = c("kms").create_key(Tags=[{"TagKey": "app", "TagValue": "all"}])["KeyMetadata"]["Arn"]
    c("ssm").put_parameter(Name="/all/p", Value="v", Type="String", Tags=PAIRS)
    made["ssm:parameter"] = made["sqs"].rsplit(":", 1)[0].replace(":sqs:", ":ssm:") + ":parameter/all/p"
    rest = c("apigateway").create_rest_api(name="all-rest", tags=MAP)["id"]
    made["apigateway:restapis"] = f"arn:aws:apigateway:us-east-1::/restapis/{rest}"
    http = c("apigatewayv2").create_api(Name="all-http", ProtocolType="HTTP", Tags=MAP)["ApiId"]
    made["apigateway:apis"] = f"arn:aws:apigateway:us-east-1::/apis/{http}"
    c("scheduler").create_schedule_group(Name="all-group", Tags=PAIRS)
    made["scheduler:schedule-group"] = made["sqs"].rsplit(":", 1)[0].replace(":sqs:", ":scheduler:") + (
        ":schedule-group/all-group"
    )
    made["ecr:repository"] = c("ecr").create_repository(repositoryName="all-repo", tags=PAIRS)["repository"][
        "repositoryArn"
    ]
    c("cloudwatch").put_metric_alarm(
        AlarmName="all-alarm",
        MetricName="m",
        Namespace="n",
        Statistic="Sum",
        Period=60,
        EvaluationPeriods=1,
        Threshold=1,
        ComparisonOperator="GreaterThanThreshold",
        Tags=PAIRS,
    )
    made["cloudwatch:alarm"] = (
        made["sqs"].rsplit(":", 1)[0].replace(":sqs:", ":cloudwatch:") + ":alarm:all-alarm"
    )
    made["elasticloadbalancing:targetgroup"] = c("elbv2").create_target_group(
        Name="all-tg", TargetType="lambda", Tags=PAIRS
    )["TargetGroups"][0]["TargetGroupArn"]
    made["acm:certificate"] = c("acm").request_certificate(
        DomainName="all.example.com", ValidationMethod="DNS", Tags=PAIRS
    )["CertificateArn"]
    made["wafv2"] = c("wafv2").create_ip_set(
        Name="all-ips", Scope="REGIONAL", IPAddressVersion="IPV4", Addresses=[], Tags=PAIRS
    )["Summary"]["ARN"]
    app = c("appconfig").create_application(Name="all-app", Tags=MAP)["Id"]
    made["appconfig"] = made["sqs"].rsplit(":", 1)[0].replace(":sqs:", ":appconfig:") + f":application/{app}"
    made["elasticfilesystem"] = c("efs").create_file_system(CreationToken="all", Tags=PAIRS)["FileSystemArn"]
    c("glue").create_database(DatabaseInput={"Name": "alldb"}, Tags=MAP)
    made["glue"] = made["sqs"].rsplit(":", 1)[0].replace(":sqs:", ":glue:") + ":database/alldb"
    made["appsync:apis"] = c("appsync").create_graphql_api(
        name="all-gql", authenticationType="API_KEY", tags=MAP
    )["graphqlApi"]["arn"]
    zone = c("route53").create_hosted_zone(Name="all.example.com", CallerReference="all")["HostedZone"]["Id"]
    zone = zone.rsplit("/", 1)[-1]
    c("route53").change_tags_for_resource(ResourceType="hostedzone", ResourceId=zone, AddTags=PAIRS)
    made["route53:hostedzone"] = f"arn:aws:route53:::hostedzone/{zone}"
    vpc = c("ec2").create_vpc(
        CidrBlock="10.0.0.0/16", TagSpecifications=[{"ResourceType": "vpc", "Tags": PAIRS}]
    )["Vpc"]["VpcId"]
    made["ec2"] = made["sqs"].rsplit(":", 1)[0].replace(":sqs:", ":ec2:") + f":vpc/{vpc}"
    c("sesv2").create_configuration_set(ConfigurationSetName="all-cs", Tags=PAIRS)
    made["ses"] = made["sqs"].rsplit(":", 1)[0].replace(":sqs:", ":ses:") + ":configuration-set/all-cs"
    query = {
        "Type": "TAG_FILTERS_1_0",
        "Query": json.dumps({"ResourceTypeFilters": ["AWS::AllSupported"], "TagFilters": [{"Key": "none"}]}),
    }
    made["resource-groups:group"] = c("resource-groups").create_group(
        Name="all-group", ResourceQuery=query, Tags=MAP
    )["Group"]["GroupArn"]
    made.update(make_more(server))
    return made


def _stream(server: LabcloudProcess) -> str:
    kinesis = server.boto3_client("kinesis")
    kinesis.create_stream(StreamName="all-stream", ShardCount=1, Tags=MAP)
    return str(
        kinesis.describe_stream_summary(StreamName="all-stream")["StreamDescriptionSummary"]["StreamARN"]
    )


def test_every_source_lists_tags_and_untags_its_resources(labcloud: LabcloudProcess) -> None:
    made = _make_everything(labcloud)
    tagging: Any = labcloud.boto3_client("resourcegroupstaggingapi")
    found = {
        r["ResourceARN"]
        for page in tagging.get_paginator("get_resources").paginate(
            TagFilters=[{"Key": "app", "Values": ["all"]}]
        )
        for r in page["ResourceTagMappingList"]
    }
    assert found == set(made.values())
    for kind, arn in made.items():
        kind = kind.split(" ", 1)[0]
        typed = tagging.get_resources(ResourceTypeFilters=[kind], TagFilters=[{"Key": "app"}])
        assert arn in [r["ResourceARN"] for r in typed["ResourceTagMappingList"]], kind
    arns = list(made.values())
    for start in range(0, len(arns), 20):
        chunk = arns[start : start + 20]
        assert (
            tagging.tag_resources(ResourceARNList=chunk, Tags={"round": "trip"})["FailedResourcesMap"] == {}
        )
    tripped = {
        r["ResourceARN"]
        for page in tagging.get_paginator("get_resources").paginate(
            TagFilters=[{"Key": "round", "Values": ["trip"]}]
        )
        for r in page["ResourceTagMappingList"]
    }
    assert tripped == set(made.values())
    # read back through a few services' own APIs
    kms_tags = labcloud.boto3_client("kms").list_resource_tags(KeyId=made["kms:key"])["Tags"]
    assert {"TagKey": "round", "TagValue": "trip"} in kms_tags
    assert labcloud.boto3_client("ecr").list_tags_for_resource(resourceArn=made["ecr:repository"])[
        "tags"
    ] == [
        {"Key": "app", "Value": "all"},
        {"Key": "round", "Value": "trip"},
    ]
    for start in range(0, len(arns), 20):
        chunk = arns[start : start + 20]
        assert tagging.untag_resources(ResourceARNList=chunk, TagKeys=["round"])["FailedResourcesMap"] == {}
    assert tagging.get_resources(TagFilters=[{"Key": "round"}])["ResourceTagMappingList"] == []


def test_a_region_lists_only_its_resources_and_global_ones_in_us_east_1(labcloud: LabcloudProcess) -> None:
    labcloud.boto3_client("sqs", region_name="eu-west-1").create_queue(QueueName="west", tags=MAP)
    labcloud.boto3_client("iam").create_user(UserName="global", Tags=PAIRS)
    west: Any = labcloud.boto3_client("resourcegroupstaggingapi", region_name="eu-west-1")
    east: Any = labcloud.boto3_client("resourcegroupstaggingapi")
    in_west = [r["ResourceARN"] for r in west.get_resources()["ResourceTagMappingList"]]
    in_east = [r["ResourceARN"] for r in east.get_resources()["ResourceTagMappingList"]]
    assert in_west == ["arn:aws:sqs:eu-west-1:000000000000:west"]
    assert in_east == ["arn:aws:iam::000000000000:user/global"]


def test_a_tag_query_types_the_added_sources_by_their_cloudformation_types(labcloud: LabcloudProcess) -> None:
    made = make_more(labcloud)
    expected = {
        "AWS::IAM::OIDCProvider": made["iam:oidc-provider"],
        "AWS::ApiGateway::UsagePlan": made["apigateway:usageplans"],
        "AWS::ElasticLoadBalancingV2::ListenerRule": made["elasticloadbalancing:listener-rule"],
        "AWS::SSM::MaintenanceWindow": made["ssm:maintenancewindow"],
        "AWS::CloudWatch::MetricStream": made["cloudwatch:metric-stream"],
        "AWS::FIS::ExperimentTemplate": made["fis:experiment-template"],
        "AWS::OpenSearchServerless::Collection": made["aoss:collection"],
        "AWS::Lambda::EventSourceMapping": made["lambda:event-source-mapping"],
        "AWS::Lambda::CodeSigningConfig": made["lambda:code-signing-config"],
    }
    query = {
        "Type": "TAG_FILTERS_1_0",
        "Query": json.dumps(
            {"ResourceTypeFilters": sorted(expected), "TagFilters": [{"Key": "app", "Values": ["all"]}]}
        ),
    }
    rg: Any = labcloud.boto3_client("resource-groups")
    found = rg.search_resources(ResourceQuery=query)["ResourceIdentifiers"]
    assert {r["ResourceType"]: r["ResourceArn"] for r in found} == expected
