"""Typed requests and responses of resourcegroupstaggingapi's operations, generated from botocore's model.

Do not edit: ``python -m labcloud.services._codegen.api_types resourcegroupstaggingapi`` writes this file.
"""

from __future__ import annotations

from typing import TypedDict


class ComplianceDetails(TypedDict, total=False):
    NoncompliantKeys: list[str]
    KeysWithNoncompliantValues: list[str]
    MissingTagKeys: list[str]
    ComplianceStatus: bool


class DescribeReportCreationRequest(TypedDict, total=False):
    pass


class DescribeReportCreationResponse(TypedDict, total=False):
    Status: str
    S3Location: str
    ErrorMessage: str


class FailureInfo(TypedDict, total=False):
    StatusCode: int
    ErrorCode: str
    ErrorMessage: str


class GetComplianceSummaryRequest(TypedDict, total=False):
    TargetIdFilters: list[str]
    RegionFilters: list[str]
    ResourceTypeFilters: list[str]
    TagKeyFilters: list[str]
    GroupBy: list[str]
    MaxResults: int
    PaginationToken: str


class GetComplianceSummaryResponse(TypedDict, total=False):
    SummaryList: list[Summary]
    PaginationToken: str


class GetResourcesRequest(TypedDict, total=False):
    PaginationToken: str
    TagFilters: list[TagFilter]
    ResourcesPerPage: int
    TagsPerPage: int
    ResourceTypeFilters: list[str]
    IncludeComplianceDetails: bool
    ExcludeCompliantResources: bool
    ResourceARNList: list[str]


class GetResourcesResponse(TypedDict, total=False):
    PaginationToken: str
    ResourceTagMappingList: list[ResourceTagMapping]


class GetTagKeysRequest(TypedDict, total=False):
    PaginationToken: str


class GetTagKeysResponse(TypedDict, total=False):
    PaginationToken: str
    TagKeys: list[str]


class _GetTagValuesRequestRequired(TypedDict):
    Key: str


class GetTagValuesRequest(_GetTagValuesRequestRequired, total=False):
    PaginationToken: str


class GetTagValuesResponse(TypedDict, total=False):
    PaginationToken: str
    TagValues: list[str]


class ListRequiredTagsRequest(TypedDict, total=False):
    NextToken: str
    MaxResults: int


class ListRequiredTagsResponse(TypedDict, total=False):
    RequiredTags: list[RequiredTag]
    NextToken: str


class RequiredTag(TypedDict, total=False):
    ResourceType: str
    CloudFormationResourceTypes: list[str]
    ReportingTagKeys: list[str]


class ResourceTagMapping(TypedDict, total=False):
    ResourceARN: str
    Tags: list[Tag]
    ComplianceDetails: ComplianceDetails


class StartReportCreationRequest(TypedDict):
    S3Bucket: str


class StartReportCreationResponse(TypedDict, total=False):
    pass


class Summary(TypedDict, total=False):
    LastUpdated: str
    TargetId: str
    TargetIdType: str
    Region: str
    ResourceType: str
    NonCompliantResources: int


class Tag(TypedDict):
    Key: str
    Value: str


class TagFilter(TypedDict, total=False):
    Key: str
    Values: list[str]


class TagResourcesRequest(TypedDict):
    ResourceARNList: list[str]
    Tags: dict[str, str]


class TagResourcesResponse(TypedDict, total=False):
    FailedResourcesMap: dict[str, FailureInfo]


class UntagResourcesRequest(TypedDict):
    ResourceARNList: list[str]
    TagKeys: list[str]


class UntagResourcesResponse(TypedDict, total=False):
    FailedResourcesMap: dict[str, FailureInfo]


#: Every operation of the model (the operations table must cover exactly these, or say why not).
OPERATIONS: tuple[str, ...] = (
    "DescribeReportCreation",
    "GetComplianceSummary",
    "GetResources",
    "GetTagKeys",
    "GetTagValues",
    "ListRequiredTags",
    "StartReportCreation",
    "TagResources",
    "UntagResources",
)
