"""A query's members: a tag query's from the Tagging API's GetResources, a stack query's from CloudFormation's
stack resources (both through the pipeline, as the caller, so IAM asks ``tag:GetResources`` or
``cloudformation:ListStackResources`` as AWS does), each as its ARN and CloudFormation type; a stack that is not
there (or deleted) is a QueryError, as AWS reports it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.resourcegroups.queries import TAG_FILTERS, Query
from labcloud.services.resourcegroups.state import ResourceGroupsState
from labcloud.services.resourcegroups.types import SOURCE_OF, TYPE_OF

if TYPE_CHECKING:
    from labcloud.services.resourcegroups.api import QueryError, ResourceIdentifier

#: Stack resources read in one query (a stack holds at most 500).
MAX_STACK_RESOURCES = 2000


@dataclass(frozen=True, slots=True)
class Members:
    resources: list[ResourceIdentifier]
    errors: list[QueryError]


def _physical_arns(region: str, account: str) -> dict[str, Callable[[str], str]]:
    """CloudFormation type → the ARN of a resource from its physical id (where the id is not an ARN)."""
    base = f"{region}:{account}"
    return {
        "AWS::SQS::Queue": lambda p: f"arn:aws:sqs:{base}:{p.rstrip('/').rsplit('/', 1)[-1]}",
        "AWS::Lambda::Function": lambda p: f"arn:aws:lambda:{base}:function:{p}",
        "AWS::DynamoDB::Table": lambda p: f"arn:aws:dynamodb:{base}:table/{p}",
        "AWS::S3::Bucket": lambda p: f"arn:aws:s3:::{p}",
        "AWS::Kinesis::Stream": lambda p: f"arn:aws:kinesis:{base}:stream/{p}",
        "AWS::Logs::LogGroup": lambda p: f"arn:aws:logs:{base}:log-group:{p}",
        "AWS::IAM::Role": lambda p: f"arn:aws:iam::{account}:role/{p}",
        "AWS::IAM::User": lambda p: f"arn:aws:iam::{account}:user/{p}",
        "AWS::IAM::InstanceProfile": lambda p: f"arn:aws:iam::{account}:instance-profile/{p}",
        "AWS::Route53::HostedZone": lambda p: f"arn:aws:route53:::hostedzone/{p}",
        "AWS::Route53::HealthCheck": lambda p: f"arn:aws:route53:::healthcheck/{p}",
        "AWS::CloudFront::Distribution": lambda p: f"arn:aws:cloudfront::{account}:distribution/{p}",
        "AWS::KMS::Key": lambda p: f"arn:aws:kms:{base}:key/{p}",
        "AWS::SSM::Parameter": lambda p: f"arn:aws:ssm:{base}:parameter/{p.removeprefix('/')}",
        "AWS::Events::EventBus": lambda p: f"arn:aws:events:{base}:event-bus/{p}",
        "AWS::Events::Rule": lambda p: f"arn:aws:events:{base}:rule/{p.replace('|', '/')}",
        "AWS::ApiGateway::RestApi": lambda p: f"arn:aws:apigateway:{region}::/restapis/{p}",
        "AWS::ApiGatewayV2::Api": lambda p: f"arn:aws:apigateway:{region}::/apis/{p}",
        "AWS::ApiGateway::ApiKey": lambda p: f"arn:aws:apigateway:{region}::/apikeys/{p}",
        "AWS::ApiGateway::UsagePlan": lambda p: f"arn:aws:apigateway:{region}::/usageplans/{p}",
        "AWS::ApiGateway::ClientCertificate": lambda p: (
            f"arn:aws:apigateway:{region}::/clientcertificates/{p}"
        ),
        "AWS::ApiGateway::VpcLink": lambda p: f"arn:aws:apigateway:{region}::/vpclinks/{p}",
        "AWS::ApiGateway::DomainName": lambda p: f"arn:aws:apigateway:{region}::/domainnames/{p}",
        "AWS::SSM::MaintenanceWindow": lambda p: f"arn:aws:ssm:{base}:maintenancewindow/{p}",
        "AWS::SSM::Association": lambda p: f"arn:aws:ssm:{base}:association/{p}",
        "AWS::CloudWatch::MetricStream": lambda p: f"arn:aws:cloudwatch:{base}:metric-stream/{p}",
        "AWS::FIS::ExperimentTemplate": lambda p: f"arn:aws:fis:{base}:experiment-template/{p}",
        "AWS::OpenSearchServerless::Collection": lambda p: f"arn:aws:aoss:{base}:collection/{p}",
        "AWS::ECR::Repository": lambda p: f"arn:aws:ecr:{base}:repository/{p}",
        "AWS::Cognito::UserPool": lambda p: f"arn:aws:cognito-idp:{base}:userpool/{p}",
        "AWS::CloudWatch::Alarm": lambda p: f"arn:aws:cloudwatch:{base}:alarm:{p}",
        "AWS::KinesisFirehose::DeliveryStream": lambda p: f"arn:aws:firehose:{base}:deliverystream/{p}",
        "AWS::Scheduler::ScheduleGroup": lambda p: f"arn:aws:scheduler:{base}:schedule-group/{p}",
        "AWS::Pipes::Pipe": lambda p: f"arn:aws:pipes:{base}:pipe/{p}",
        "AWS::ResourceGroups::Group": lambda p: f"arn:aws:resource-groups:{base}:group/{p}",
    }


async def _by_tags(state: ResourceGroupsState, ctx: RequestContext, query: Query) -> Members:
    """The Tagging API's GetResources as the caller (AWS asks ``tag:GetResources`` of whoever lists a tag
    group), each ARN typed by the tag source it belongs to."""
    params: dict[str, object] = {"TagFilters": [{"Key": k, "Values": list(v)} for k, v in query.tags]}
    if query.types:
        params["ResourceTypeFilters"] = [SOURCE_OF[t] for t in query.types]
    sources = state.sources()
    found: list[ResourceIdentifier] = []
    token = ""
    while True:
        page = await state.services.call(
            "resourcegroupstaggingapi",
            "GetResources",
            {**params, "ResourcesPerPage": 100, **({"PaginationToken": token} if token else {})},
            account_id=ctx.account_id,
            region=ctx.region,
            principal=ctx.principal,
        )
        for mapping in page.get("ResourceTagMappingList") or []:
            arn = str(mapping["ResourceARN"])
            source = sources.owner(arn)
            if source is not None and source.resource_type in TYPE_OF:
                found.append({"ResourceArn": arn, "ResourceType": TYPE_OF[source.resource_type]})
        token = str(page.get("PaginationToken") or "")
        if not token:
            return Members(found, [])


async def _stack_resources(
    state: ResourceGroupsState, ctx: RequestContext, stack: str
) -> list[dict[str, str]]:
    out: list[dict[str, str]] = []
    token: str | None = None
    while len(out) < MAX_STACK_RESOURCES:
        page = await state.services.call(
            "cloudformation",
            "ListStackResources",
            {"StackName": stack, **({"NextToken": token} if token else {})},
            account_id=ctx.account_id,
            region=ctx.region,
            principal=ctx.principal,
        )
        out += page.get("StackResourceSummaries") or []
        token = page.get("NextToken")
        if not token:
            break
    return out


async def _by_stack(state: ResourceGroupsState, ctx: RequestContext, query: Query) -> Members:
    assert query.stack is not None
    parts = query.stack.split(":")
    if parts[3] != ctx.region or parts[4] != ctx.account_id:
        message = f"Stack {query.stack} is not in this account and region."
        return Members([], [{"ErrorCode": "CLOUDFORMATION_STACK_NOT_EXISTING", "Message": message}])
    try:
        described = await state.services.call(
            "cloudformation",
            "DescribeStacks",
            {"StackName": query.stack},
            account_id=ctx.account_id,
            region=ctx.region,
            principal=ctx.principal,
        )
        stacks = described.get("Stacks") or []
        if stacks and stacks[0].get("StackStatus") == "DELETE_COMPLETE":
            message = f"Stack {query.stack} is deleted."
            return Members([], [{"ErrorCode": "CLOUDFORMATION_STACK_INACTIVE", "Message": message}])
        summaries = await _stack_resources(state, ctx, query.stack)
    except AwsError as error:
        if error.code in ("AccessDenied", "AccessDeniedException"):
            raise
        message = f"Stack {query.stack} does not exist: {error.message}"
        return Members([], [{"ErrorCode": "CLOUDFORMATION_STACK_NOT_EXISTING", "Message": message}])
    arns = _physical_arns(ctx.region, ctx.account_id)
    found: list[ResourceIdentifier] = []
    for summary in summaries:
        kind, physical = summary.get("ResourceType", ""), summary.get("PhysicalResourceId")
        if kind not in SOURCE_OF or not physical or (query.types and kind not in query.types):
            continue
        if summary.get("ResourceStatus", "").startswith("DELETE"):
            continue
        build = arns.get(kind)
        arn = physical if physical.startswith("arn:") else (build(physical) if build else None)
        if arn is not None:
            found.append({"ResourceArn": arn, "ResourceType": kind})
    found.sort(key=lambda r: r["ResourceArn"])
    return Members(found, [])


async def members(state: ResourceGroupsState, ctx: RequestContext, query: Query) -> Members:
    if query.type == TAG_FILTERS:
        return await _by_tags(state, ctx, query)
    return await _by_stack(state, ctx, query)
