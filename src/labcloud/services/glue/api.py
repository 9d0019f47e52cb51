"""Typed requests and responses of glue's operations, generated from botocore's model.

Do not edit: ``python -m labcloud.services._codegen.api_types glue`` writes this file.
"""

from __future__ import annotations

from datetime import datetime
from typing import TypedDict


class Action(TypedDict, total=False):
    JobName: str
    Arguments: dict[str, str]
    Timeout: int
    SecurityConfiguration: str
    NotificationProperty: NotificationProperty
    CrawlerName: str


class Aggregate(TypedDict):
    Name: str
    Inputs: list[str]
    Groups: list[list[str]]
    Aggs: list[AggregateOperation]


class AggregateOperation(TypedDict):
    Column: list[str]
    AggFunc: str


class _AllowedValueRequired(TypedDict):
    Value: str


class AllowedValue(_AllowedValueRequired, total=False):
    Description: str


class AmazonRedshiftAdvancedOption(TypedDict, total=False):
    Key: str
    Value: str


class AmazonRedshiftNodeData(TypedDict, total=False):
    AccessType: str
    SourceType: str
    Connection: Option
    Schema: Option
    Table: Option
    CatalogDatabase: Option
    CatalogTable: Option
    CatalogRedshiftSchema: str
    CatalogRedshiftTable: str
    TempDir: str
    IamRole: Option
    AdvancedOptions: list[AmazonRedshiftAdvancedOption]
    SampleQuery: str
    PreAction: str
    PostAction: str
    Action: str
    TablePrefix: str
    Upsert: bool
    MergeAction: str
    MergeWhenMatched: str
    MergeWhenNotMatched: str
    MergeClause: str
    CrawlerConnection: str
    TableSchema: list[Option]
    StagingTable: str
    SelectedColumns: list[Option]


class AmazonRedshiftSource(TypedDict, total=False):
    Name: str
    Data: AmazonRedshiftNodeData


class AmazonRedshiftTarget(TypedDict, total=False):
    Name: str
    Data: AmazonRedshiftNodeData
    Inputs: list[str]


class AnnotationError(TypedDict, total=False):
    ProfileId: str
    StatisticId: str
    FailureReason: str


class ApplyMapping(TypedDict):
    Name: str
    Inputs: list[str]
    Mapping: list[Mapping]


class AssetFormEntry(TypedDict, total=False):
    FormTypeId: str
    Content: str


class AssetFormInput(TypedDict, total=False):
    FormTypeIdentifier: str
    Content: str


class AssetTypeFormOutput(TypedDict, total=False):
    FormTypeId: str


class AssetTypeItem(TypedDict, total=False):
    Id: str
    Name: str


class AssetsExport(TypedDict, total=False):
    S3TablesExport: str


class AssetsExportResult(TypedDict, total=False):
    S3TablesExport: str
    S3TablesExportState: S3TablesExportState


class _AssociateGlossaryTermsRequestRequired(TypedDict):
    AssetIdentifier: str
    GlossaryTermIdentifiers: list[str]


class AssociateGlossaryTermsRequest(_AssociateGlossaryTermsRequestRequired, total=False):
    IterableFormName: str
    ItemIdentifier: str
    ClientToken: str


class AssociateGlossaryTermsResponse(TypedDict, total=False):
    AssetId: str
    IterableFormName: str
    ItemId: str
    GlossaryTerms: list[str]


class _AthenaConnectorSourceRequired(TypedDict):
    Name: str
    ConnectionName: str
    ConnectorName: str
    ConnectionType: str
    SchemaName: str


class AthenaConnectorSource(_AthenaConnectorSourceRequired, total=False):
    ConnectionTable: str
    OutputSchemas: list[GlueSchema]


class AuditContext(TypedDict, total=False):
    AdditionalAuditContext: str
    RequestedColumns: list[str]
    AllColumnsRequested: bool


class _AuthConfigurationRequired(TypedDict):
    AuthenticationType: Property


class AuthConfiguration(_AuthConfigurationRequired, total=False):
    SecretArn: Property
    OAuth2Properties: dict[str, Property]
    BasicAuthenticationProperties: dict[str, Property]
    CustomAuthenticationProperties: dict[str, Property]


class AuthenticationConfiguration(TypedDict, total=False):
    AuthenticationType: str
    SecretArn: str
    KmsKeyArn: str
    OAuth2Properties: OAuth2Properties


class AuthenticationConfigurationInput(TypedDict, total=False):
    AuthenticationType: str
    OAuth2Properties: OAuth2PropertiesInput
    SecretArn: str
    KmsKeyArn: str
    BasicAuthenticationCredentials: BasicAuthenticationCredentials
    CustomAuthenticationCredentials: dict[str, str]


class AuthorizationCodeProperties(TypedDict, total=False):
    AuthorizationCode: str
    RedirectUri: str


class AutoDataQuality(TypedDict, total=False):
    IsEnabled: bool
    EvaluationContext: str


class AutoUpgradeMetadata(TypedDict, total=False):
    TargetVersion: str
    SourceVersion: str
    Status: str
    AnalysisId: str


class BackfillError(TypedDict, total=False):
    Code: str
    Partitions: list[PartitionValueList]


class BasicAuthenticationCredentials(TypedDict, total=False):
    Username: str
    Password: str


class BasicAuthenticationProperties(TypedDict, total=False):
    Username: ConnectorProperty
    Password: ConnectorProperty


class _BasicCatalogTargetRequired(TypedDict):
    Name: str
    Inputs: list[str]
    Database: str
    Table: str


class BasicCatalogTarget(_BasicCatalogTargetRequired, total=False):
    PartitionKeys: list[list[str]]


class _BatchCreatePartitionRequestRequired(TypedDict):
    DatabaseName: str
    TableName: str
    PartitionInputList: list[PartitionInput]


class BatchCreatePartitionRequest(_BatchCreatePartitionRequestRequired, total=False):
    CatalogId: str


class BatchCreatePartitionResponse(TypedDict, total=False):
    Errors: list[PartitionError]


class _BatchDeleteConnectionRequestRequired(TypedDict):
    ConnectionNameList: list[str]


class BatchDeleteConnectionRequest(_BatchDeleteConnectionRequestRequired, total=False):
    CatalogId: str


class BatchDeleteConnectionResponse(TypedDict, total=False):
    Succeeded: list[str]
    Errors: dict[str, ErrorDetail]


class _BatchDeletePartitionRequestRequired(TypedDict):
    DatabaseName: str
    TableName: str
    PartitionsToDelete: list[PartitionValueList]


class BatchDeletePartitionRequest(_BatchDeletePartitionRequestRequired, total=False):
    CatalogId: str


class BatchDeletePartitionResponse(TypedDict, total=False):
    Errors: list[PartitionError]


class _BatchDeleteTableRequestRequired(TypedDict):
    DatabaseName: str
    TablesToDelete: list[str]


class BatchDeleteTableRequest(_BatchDeleteTableRequestRequired, total=False):
    CatalogId: str
    TransactionId: str


class BatchDeleteTableResponse(TypedDict, total=False):
    Errors: list[TableError]


class _BatchDeleteTableVersionRequestRequired(TypedDict):
    DatabaseName: str
    TableName: str
    VersionIds: list[str]


class BatchDeleteTableVersionRequest(_BatchDeleteTableVersionRequestRequired, total=False):
    CatalogId: str


class BatchDeleteTableVersionResponse(TypedDict, total=False):
    Errors: list[TableVersionError]


class _BatchGetBlueprintsRequestRequired(TypedDict):
    Names: list[str]


class BatchGetBlueprintsRequest(_BatchGetBlueprintsRequestRequired, total=False):
    IncludeBlueprint: bool
    IncludeParameterSpec: bool


class BatchGetBlueprintsResponse(TypedDict, total=False):
    Blueprints: list[Blueprint]
    MissingBlueprints: list[str]


class BatchGetCrawlersRequest(TypedDict):
    CrawlerNames: list[str]


class BatchGetCrawlersResponse(TypedDict, total=False):
    Crawlers: list[Crawler]
    CrawlersNotFound: list[str]


class BatchGetCustomEntityTypesRequest(TypedDict):
    Names: list[str]


class BatchGetCustomEntityTypesResponse(TypedDict, total=False):
    CustomEntityTypes: list[CustomEntityType]
    CustomEntityTypesNotFound: list[str]


class BatchGetDataQualityResultRequest(TypedDict):
    ResultIds: list[str]


class _BatchGetDataQualityResultResponseRequired(TypedDict):
    Results: list[DataQualityResult]


class BatchGetDataQualityResultResponse(_BatchGetDataQualityResultResponseRequired, total=False):
    ResultsNotFound: list[str]


class BatchGetDataQualityResultV2Request(TypedDict):
    ResultIds: list[str]


class _BatchGetDataQualityResultV2ResponseRequired(TypedDict):
    Results: list[DataQualityResultV2Item]


class BatchGetDataQualityResultV2Response(_BatchGetDataQualityResultV2ResponseRequired, total=False):
    ResultsNotFound: list[str]


class BatchGetDataQualityRulesetEvaluationRunRequest(TypedDict):
    RunIds: list[str]


class BatchGetDataQualityRulesetEvaluationRunResponse(TypedDict, total=False):
    Runs: list[DataQualityRulesetEvaluationRun]
    RunsNotFound: list[str]


class BatchGetDevEndpointsRequest(TypedDict):
    DevEndpointNames: list[str]


class BatchGetDevEndpointsResponse(TypedDict, total=False):
    DevEndpoints: list[DevEndpoint]
    DevEndpointsNotFound: list[str]


class BatchGetIterableFormsRequest(TypedDict):
    AssetIdentifier: str
    IterableFormName: str
    ItemIdentifiers: list[str]


class BatchGetIterableFormsResponse(TypedDict, total=False):
    Items: list[IterableFormItem]
    Errors: list[ItemError]


class BatchGetJobsRequest(TypedDict):
    JobNames: list[str]


class BatchGetJobsResponse(TypedDict, total=False):
    Jobs: list[Job]
    JobsNotFound: list[str]


class _BatchGetPartitionRequestRequired(TypedDict):
    DatabaseName: str
    TableName: str
    PartitionsToGet: list[PartitionValueList]


class BatchGetPartitionRequest(_BatchGetPartitionRequestRequired, total=False):
    CatalogId: str
    AuditContext: AuditContext
    QuerySessionContext: QuerySessionContext


class BatchGetPartitionResponse(TypedDict, total=False):
    Partitions: list[Partition]
    UnprocessedKeys: list[PartitionValueList]


class BatchGetTableOptimizerEntry(TypedDict, total=False):
    catalogId: str
    databaseName: str
    tableName: str
    type: str


class BatchGetTableOptimizerError(TypedDict, total=False):
    error: ErrorDetail
    catalogId: str
    databaseName: str
    tableName: str
    type: str


class BatchGetTableOptimizerRequest(TypedDict):
    Entries: list[BatchGetTableOptimizerEntry]


class BatchGetTableOptimizerResponse(TypedDict, total=False):
    TableOptimizers: list[BatchTableOptimizer]
    Failures: list[BatchGetTableOptimizerError]


class BatchGetTriggersRequest(TypedDict):
    TriggerNames: list[str]


class BatchGetTriggersResponse(TypedDict, total=False):
    Triggers: list[Trigger]
    TriggersNotFound: list[str]


class _BatchGetWorkflowsRequestRequired(TypedDict):
    Names: list[str]


class BatchGetWorkflowsRequest(_BatchGetWorkflowsRequestRequired, total=False):
    IncludeGraph: bool


class BatchGetWorkflowsResponse(TypedDict, total=False):
    Workflows: list[Workflow]
    MissingWorkflows: list[str]


class _BatchPutDataQualityStatisticAnnotationRequestRequired(TypedDict):
    InclusionAnnotations: list[DatapointInclusionAnnotation]


class BatchPutDataQualityStatisticAnnotationRequest(
    _BatchPutDataQualityStatisticAnnotationRequestRequired, total=False
):
    ClientToken: str


class BatchPutDataQualityStatisticAnnotationResponse(TypedDict, total=False):
    FailedInclusionAnnotations: list[AnnotationError]


class BatchStopJobRunError(TypedDict, total=False):
    JobName: str
    JobRunId: str
    ErrorDetail: ErrorDetail


class BatchStopJobRunRequest(TypedDict):
    JobName: str
    JobRunIds: list[str]


class BatchStopJobRunResponse(TypedDict, total=False):
    SuccessfulSubmissions: list[BatchStopJobRunSuccessfulSubmission]
    Errors: list[BatchStopJobRunError]


class BatchStopJobRunSuccessfulSubmission(TypedDict, total=False):
    JobName: str
    JobRunId: str


class BatchTableOptimizer(TypedDict, total=False):
    catalogId: str
    databaseName: str
    tableName: str
    tableOptimizer: TableOptimizer


class BatchUpdatePartitionFailureEntry(TypedDict, total=False):
    PartitionValueList: list[str]
    ErrorDetail: ErrorDetail


class _BatchUpdatePartitionRequestRequired(TypedDict):
    DatabaseName: str
    TableName: str
    Entries: list[BatchUpdatePartitionRequestEntry]


class BatchUpdatePartitionRequest(_BatchUpdatePartitionRequestRequired, total=False):
    CatalogId: str


class BatchUpdatePartitionRequestEntry(TypedDict):
    PartitionValueList: list[str]
    PartitionInput: PartitionInput


class BatchUpdatePartitionResponse(TypedDict, total=False):
    Errors: list[BatchUpdatePartitionFailureEntry]


class BetweenConfiguration(TypedDict, total=False):
    LowBoundKey: str
    HighBoundKey: str
    Template: str


class BinaryColumnStatisticsData(TypedDict):
    MaximumLength: int
    AverageLength: float
    NumberOfNulls: int


class Blueprint(TypedDict, total=False):
    Name: str
    Description: str
    CreatedOn: datetime
    LastModifiedOn: datetime
    ParameterSpec: str
    BlueprintLocation: str
    BlueprintServiceLocation: str
    Status: str
    ErrorMessage: str
    LastActiveDefinition: LastActiveDefinition


class BlueprintDetails(TypedDict, total=False):
    BlueprintName: str
    RunId: str


class BlueprintRun(TypedDict, total=False):
    BlueprintName: str
    RunId: str
    WorkflowName: str
    State: str
    StartedOn: datetime
    CompletedOn: datetime
    ErrorMessage: str
    RollbackErrorMessage: str
    Parameters: str
    RoleArn: str


class BooleanColumnStatisticsData(TypedDict):
    NumberOfTrues: int
    NumberOfFalses: int
    NumberOfNulls: int


class CancelDataQualityRuleRecommendationRunRequest(TypedDict):
    RunId: str


class CancelDataQualityRuleRecommendationRunResponse(TypedDict, total=False):
    pass


class CancelDataQualityRulesetEvaluationRunRequest(TypedDict):
    RunId: str


class CancelDataQualityRulesetEvaluationRunResponse(TypedDict, total=False):
    pass


class CancelMLTaskRunRequest(TypedDict):
    TransformId: str
    TaskRunId: str


class CancelMLTaskRunResponse(TypedDict, total=False):
    TransformId: str
    TaskRunId: str
    Status: str


class _CancelStatementRequestRequired(TypedDict):
    SessionId: str
    Id: int


class CancelStatementRequest(_CancelStatementRequestRequired, total=False):
    RequestOrigin: str


class CancelStatementResponse(TypedDict, total=False):
    pass


class Capabilities(TypedDict):
    SupportedAuthenticationTypes: list[str]
    SupportedDataOperations: list[str]
    SupportedComputeEnvironments: list[str]


class _CatalogRequired(TypedDict):
    Name: str


class Catalog(_CatalogRequired, total=False):
    CatalogId: str
    ResourceArn: str
    Description: str
    Parameters: dict[str, str]
    CreateTime: datetime
    UpdateTime: datetime
    TargetRedshiftCatalog: TargetRedshiftCatalog
    FederatedCatalog: FederatedCatalog
    CatalogProperties: CatalogPropertiesOutput
    CreateTableDefaultPermissions: list[PrincipalPermissions]
    CreateDatabaseDefaultPermissions: list[PrincipalPermissions]
    AllowFullTableExternalDataAccess: str


class _CatalogDeltaSourceRequired(TypedDict):
    Name: str
    Database: str
    Table: str


class CatalogDeltaSource(_CatalogDeltaSourceRequired, total=False):
    AdditionalDeltaOptions: dict[str, str]
    OutputSchemas: list[GlueSchema]


class CatalogEntry(TypedDict):
    DatabaseName: str
    TableName: str


class _CatalogHudiSourceRequired(TypedDict):
    Name: str
    Database: str
    Table: str


class CatalogHudiSource(_CatalogHudiSourceRequired, total=False):
    AdditionalHudiOptions: dict[str, str]
    OutputSchemas: list[GlueSchema]


class _CatalogIcebergSourceRequired(TypedDict):
    Name: str
    Database: str
    Table: str


class CatalogIcebergSource(_CatalogIcebergSourceRequired, total=False):
    AdditionalIcebergOptions: dict[str, str]
    OutputSchemas: list[GlueSchema]


class CatalogImportStatus(TypedDict, total=False):
    ImportCompleted: bool
    ImportTime: datetime
    ImportedBy: str


class CatalogInput(TypedDict, total=False):
    Description: str
    FederatedCatalog: FederatedCatalog
    Parameters: dict[str, str]
    TargetRedshiftCatalog: TargetRedshiftCatalog
    CatalogProperties: CatalogProperties
    CreateTableDefaultPermissions: list[PrincipalPermissions]
    CreateDatabaseDefaultPermissions: list[PrincipalPermissions]
    AllowFullTableExternalDataAccess: str
    OverwriteChildResourcePermissionsWithDefault: str


class _CatalogKafkaSourceRequired(TypedDict):
    Name: str
    Table: str
    Database: str


class CatalogKafkaSource(_CatalogKafkaSourceRequired, total=False):
    WindowSize: int
    DetectSchema: bool
    StreamingOptions: KafkaStreamingSourceOptions
    DataPreviewOptions: StreamingDataPreviewOptions


class _CatalogKinesisSourceRequired(TypedDict):
    Name: str
    Table: str
    Database: str


class CatalogKinesisSource(_CatalogKinesisSourceRequired, total=False):
    WindowSize: int
    DetectSchema: bool
    StreamingOptions: KinesisStreamingSourceOptions
    DataPreviewOptions: StreamingDataPreviewOptions


class CatalogProperties(TypedDict, total=False):
    DataLakeAccessProperties: DataLakeAccessProperties
    IcebergOptimizationProperties: IcebergOptimizationProperties
    CustomProperties: dict[str, str]


class CatalogPropertiesOutput(TypedDict, total=False):
    DataLakeAccessProperties: DataLakeAccessPropertiesOutput
    IcebergOptimizationProperties: IcebergOptimizationPropertiesOutput
    CustomProperties: dict[str, str]


class CatalogSchemaChangePolicy(TypedDict, total=False):
    EnableUpdateCatalog: bool
    UpdateBehavior: str


class _CatalogSourceRequired(TypedDict):
    Name: str
    Database: str
    Table: str


class CatalogSource(_CatalogSourceRequired, total=False):
    PartitionPredicate: str
    OutputSchemas: list[GlueSchema]


class CatalogTableConfigOptions(TypedDict, total=False):
    DatabaseName: str
    TableName: str
    S3Location: str
    CatalogId: str


class _CatalogTargetRequired(TypedDict):
    DatabaseName: str
    Tables: list[str]


class CatalogTarget(_CatalogTargetRequired, total=False):
    ConnectionName: str
    EventQueueArn: str
    DlqEventQueueArn: str


class CheckSchemaVersionValidityRequest(TypedDict):
    DataFormat: str
    SchemaDefinition: str


class CheckSchemaVersionValidityResponse(TypedDict, total=False):
    Valid: bool
    Error: str


class Classifier(TypedDict, total=False):
    GrokClassifier: GrokClassifier
    XMLClassifier: XMLClassifier
    JsonClassifier: JsonClassifier
    CsvClassifier: CsvClassifier


class ClientCredentialsProperties(TypedDict, total=False):
    TokenUrl: ConnectorProperty
    RequestMethod: str
    ContentType: str
    ClientId: ConnectorProperty
    ClientSecret: ConnectorProperty
    Scope: ConnectorProperty
    TokenUrlParameters: list[ConnectorProperty]


class CloudWatchEncryption(TypedDict, total=False):
    CloudWatchEncryptionMode: str
    KmsKeyArn: str


class CodeGenConfigurationNode(TypedDict, total=False):
    AthenaConnectorSource: AthenaConnectorSource
    JDBCConnectorSource: JDBCConnectorSource
    SparkConnectorSource: SparkConnectorSource
    CatalogSource: CatalogSource
    RedshiftSource: RedshiftSource
    S3CatalogSource: S3CatalogSource
    S3CsvSource: S3CsvSource
    S3JsonSource: S3JsonSource
    S3ParquetSource: S3ParquetSource
    RelationalCatalogSource: RelationalCatalogSource
    DynamoDBCatalogSource: DynamoDBCatalogSource
    JDBCConnectorTarget: JDBCConnectorTarget
    SparkConnectorTarget: SparkConnectorTarget
    CatalogTarget: BasicCatalogTarget
    RedshiftTarget: RedshiftTarget
    S3CatalogTarget: S3CatalogTarget
    S3GlueParquetTarget: S3GlueParquetTarget
    S3DirectTarget: S3DirectTarget
    ApplyMapping: ApplyMapping
    SelectFields: SelectFields
    DropFields: DropFields
    RenameField: RenameField
    Spigot: Spigot
    Join: Join
    SplitFields: SplitFields
    SelectFromCollection: SelectFromCollection
    FillMissingValues: FillMissingValues
    Filter: Filter
    CustomCode: CustomCode
    SparkSQL: SparkSQL
    DirectKinesisSource: DirectKinesisSource
    DirectKafkaSource: DirectKafkaSource
    CatalogKinesisSource: CatalogKinesisSource
    CatalogKafkaSource: CatalogKafkaSource
    DropNullFields: DropNullFields
    Merge: Merge
    Union: Union
    PIIDetection: PIIDetection
    Aggregate: Aggregate
    DropDuplicates: DropDuplicates
    GovernedCatalogTarget: GovernedCatalogTarget
    GovernedCatalogSource: GovernedCatalogSource
    MicrosoftSQLServerCatalogSource: MicrosoftSQLServerCatalogSource
    MySQLCatalogSource: MySQLCatalogSource
    OracleSQLCatalogSource: OracleSQLCatalogSource
    PostgreSQLCatalogSource: PostgreSQLCatalogSource
    MicrosoftSQLServerCatalogTarget: MicrosoftSQLServerCatalogTarget
    MySQLCatalogTarget: MySQLCatalogTarget
    OracleSQLCatalogTarget: OracleSQLCatalogTarget
    PostgreSQLCatalogTarget: PostgreSQLCatalogTarget
    Route: Route
    DynamicTransform: DynamicTransform
    EvaluateDataQuality: EvaluateDataQuality
    S3CatalogHudiSource: S3CatalogHudiSource
    CatalogHudiSource: CatalogHudiSource
    S3HudiSource: S3HudiSource
    S3HudiCatalogTarget: S3HudiCatalogTarget
    S3HudiDirectTarget: S3HudiDirectTarget
    DirectJDBCSource: DirectJDBCSource
    S3CatalogDeltaSource: S3CatalogDeltaSource
    CatalogDeltaSource: CatalogDeltaSource
    S3DeltaSource: S3DeltaSource
    S3DeltaCatalogTarget: S3DeltaCatalogTarget
    S3DeltaDirectTarget: S3DeltaDirectTarget
    AmazonRedshiftSource: AmazonRedshiftSource
    AmazonRedshiftTarget: AmazonRedshiftTarget
    EvaluateDataQualityMultiFrame: EvaluateDataQualityMultiFrame
    Recipe: Recipe
    SnowflakeSource: SnowflakeSource
    SnowflakeTarget: SnowflakeTarget
    ConnectorDataSource: ConnectorDataSource
    ConnectorDataTarget: ConnectorDataTarget
    S3CatalogIcebergSource: S3CatalogIcebergSource
    CatalogIcebergSource: CatalogIcebergSource
    S3IcebergCatalogTarget: S3IcebergCatalogTarget
    S3IcebergDirectTarget: S3IcebergDirectTarget
    S3ExcelSource: S3ExcelSource
    S3HyperDirectTarget: S3HyperDirectTarget
    DynamoDBELTConnectorSource: DynamoDBELTConnectorSource


class _CodeGenEdgeRequired(TypedDict):
    Source: str
    Target: str


class CodeGenEdge(_CodeGenEdgeRequired, total=False):
    TargetParameter: str


class _CodeGenNodeRequired(TypedDict):
    Id: str
    NodeType: str
    Args: list[CodeGenNodeArg]


class CodeGenNode(_CodeGenNodeRequired, total=False):
    LineNumber: int


class _CodeGenNodeArgRequired(TypedDict):
    Name: str
    Value: str


class CodeGenNodeArg(_CodeGenNodeArgRequired, total=False):
    Param: bool


class _ColumnRequired(TypedDict):
    Name: str


class Column(_ColumnRequired, total=False):
    Type: str
    Comment: str
    Parameters: dict[str, str]


class ColumnError(TypedDict, total=False):
    ColumnName: str
    Error: ErrorDetail


class ColumnImportance(TypedDict, total=False):
    ColumnName: str
    Importance: float


class ColumnRowFilter(TypedDict, total=False):
    ColumnName: str
    RowFilterExpression: str


class ColumnStatistics(TypedDict):
    ColumnName: str
    ColumnType: str
    AnalyzedTime: datetime
    StatisticsData: ColumnStatisticsData


class _ColumnStatisticsDataRequired(TypedDict):
    Type: str


class ColumnStatisticsData(_ColumnStatisticsDataRequired, total=False):
    BooleanColumnStatisticsData: BooleanColumnStatisticsData
    DateColumnStatisticsData: DateColumnStatisticsData
    DecimalColumnStatisticsData: DecimalColumnStatisticsData
    DoubleColumnStatisticsData: DoubleColumnStatisticsData
    LongColumnStatisticsData: LongColumnStatisticsData
    StringColumnStatisticsData: StringColumnStatisticsData
    BinaryColumnStatisticsData: BinaryColumnStatisticsData


class ColumnStatisticsError(TypedDict, total=False):
    ColumnStatistics: ColumnStatistics
    Error: ErrorDetail


class ColumnStatisticsTaskRun(TypedDict, total=False):
    CustomerId: str
    ColumnStatisticsTaskRunId: str
    DatabaseName: str
    TableName: str
    ColumnNameList: list[str]
    CatalogID: str
    Role: str
    SampleSize: float
    SecurityConfiguration: str
    NumberOfWorkers: int
    WorkerType: str
    ComputationType: str
    Status: str
    CreationTime: datetime
    LastUpdated: datetime
    StartTime: datetime
    EndTime: datetime
    ErrorMessage: str
    DPUSeconds: float


class ColumnStatisticsTaskSettings(TypedDict, total=False):
    DatabaseName: str
    TableName: str
    Schedule: Schedule
    ColumnNameList: list[str]
    CatalogID: str
    Role: str
    SampleSize: float
    SecurityConfiguration: str
    ScheduleType: str
    SettingSource: str
    LastExecutionAttempt: ExecutionAttempt


class CompactionConfiguration(TypedDict, total=False):
    icebergConfiguration: IcebergCompactionConfiguration


class CompactionMetrics(TypedDict, total=False):
    IcebergMetrics: IcebergCompactionMetrics


class _ComputeEnvironmentConfigurationRequired(TypedDict):
    Name: str
    Description: str
    ComputeEnvironment: str
    SupportedAuthenticationTypes: list[str]
    ConnectionOptions: dict[str, Property]
    ConnectionPropertyNameOverrides: dict[str, str]
    ConnectionOptionNameOverrides: dict[str, str]
    ConnectionPropertiesRequiredOverrides: list[str]


class ComputeEnvironmentConfiguration(_ComputeEnvironmentConfigurationRequired, total=False):
    PhysicalConnectionPropertiesRequired: bool


class Condition(TypedDict, total=False):
    LogicalOperator: str
    JobName: str
    State: str
    CrawlerName: str
    CrawlState: str


class _ConditionExpressionRequired(TypedDict):
    Condition: str
    TargetColumn: str


class ConditionExpression(_ConditionExpressionRequired, total=False):
    Value: str


class ConfigurationObject(TypedDict, total=False):
    DefaultValue: str
    AllowedValues: list[str]
    MinValue: str
    MaxValue: str


class ConfusionMatrix(TypedDict, total=False):
    NumTruePositives: int
    NumFalsePositives: int
    NumTrueNegatives: int
    NumFalseNegatives: int


class Connection(TypedDict, total=False):
    Name: str
    Description: str
    ConnectionType: str
    MatchCriteria: list[str]
    ConnectionProperties: dict[str, str]
    SparkProperties: dict[str, str]
    AthenaProperties: dict[str, str]
    PythonProperties: dict[str, str]
    PhysicalConnectionRequirements: PhysicalConnectionRequirements
    CreationTime: datetime
    LastUpdatedTime: datetime
    LastUpdatedBy: str
    Status: str
    StatusReason: str
    LastConnectionValidationTime: datetime
    AuthenticationConfiguration: AuthenticationConfiguration
    ConnectionSchemaVersion: int
    CompatibleComputeEnvironments: list[str]


class _ConnectionInputRequired(TypedDict):
    Name: str
    ConnectionType: str
    ConnectionProperties: dict[str, str]


class ConnectionInput(_ConnectionInputRequired, total=False):
    Description: str
    MatchCriteria: list[str]
    SparkProperties: dict[str, str]
    AthenaProperties: dict[str, str]
    PythonProperties: dict[str, str]
    PhysicalConnectionRequirements: PhysicalConnectionRequirements
    AuthenticationConfiguration: AuthenticationConfigurationInput
    ValidateCredentials: bool
    ValidateForComputeEnvironments: list[str]


class _ConnectionPasswordEncryptionRequired(TypedDict):
    ReturnConnectionPasswordEncrypted: bool


class ConnectionPasswordEncryption(_ConnectionPasswordEncryptionRequired, total=False):
    AwsKmsKeyId: str


class ConnectionPropertiesConfiguration(TypedDict, total=False):
    Url: ConnectorProperty
    AdditionalRequestParameters: list[ConnectorProperty]


class ConnectionTypeBrief(TypedDict, total=False):
    ConnectionType: str
    DisplayName: str
    Vendor: str
    Description: str
    Categories: list[str]
    Capabilities: Capabilities
    LogoUrl: str
    ConnectionTypeVariants: list[ConnectionTypeVariant]


class ConnectionTypeVariant(TypedDict, total=False):
    ConnectionTypeVariantName: str
    DisplayName: str
    Description: str
    LogoUrl: str


class ConnectionsList(TypedDict, total=False):
    Connections: list[str]


class _ConnectorAuthenticationConfigurationRequired(TypedDict):
    AuthenticationTypes: list[str]


class ConnectorAuthenticationConfiguration(_ConnectorAuthenticationConfigurationRequired, total=False):
    OAuth2Properties: ConnectorOAuth2Properties
    BasicAuthenticationProperties: BasicAuthenticationProperties
    CustomAuthenticationProperties: CustomAuthenticationProperties


class ConnectorAuthorizationCodeProperties(TypedDict, total=False):
    AuthorizationCodeUrl: ConnectorProperty
    AuthorizationCode: ConnectorProperty
    RedirectUri: ConnectorProperty
    TokenUrl: ConnectorProperty
    RequestMethod: str
    ContentType: str
    ClientId: ConnectorProperty
    ClientSecret: ConnectorProperty
    Scope: ConnectorProperty
    Prompt: ConnectorProperty
    TokenUrlParameters: list[ConnectorProperty]


class _ConnectorDataSourceRequired(TypedDict):
    Name: str
    ConnectionType: str
    Data: dict[str, str]


class ConnectorDataSource(_ConnectorDataSourceRequired, total=False):
    OutputSchemas: list[GlueSchema]


class _ConnectorDataTargetRequired(TypedDict):
    Name: str
    ConnectionType: str
    Data: dict[str, str]


class ConnectorDataTarget(_ConnectorDataTargetRequired, total=False):
    Inputs: list[str]


class _ConnectorOAuth2PropertiesRequired(TypedDict):
    OAuth2GrantType: str


class ConnectorOAuth2Properties(_ConnectorOAuth2PropertiesRequired, total=False):
    ClientCredentialsProperties: ClientCredentialsProperties
    JWTBearerProperties: JWTBearerProperties
    AuthorizationCodeProperties: ConnectorAuthorizationCodeProperties


class _ConnectorPropertyRequired(TypedDict):
    Name: str
    Required: bool
    PropertyType: str


class ConnectorProperty(_ConnectorPropertyRequired, total=False):
    KeyOverride: str
    DefaultValue: str
    AllowedValues: list[str]
    PropertyLocation: str
    Format: str


class Crawl(TypedDict, total=False):
    State: str
    StartedOn: datetime
    CompletedOn: datetime
    ErrorMessage: str
    LogGroup: str
    LogStream: str


class Crawler(TypedDict, total=False):
    Name: str
    Role: str
    Targets: CrawlerTargets
    DatabaseName: str
    Description: str
    Classifiers: list[str]
    RecrawlPolicy: RecrawlPolicy
    SchemaChangePolicy: SchemaChangePolicy
    LineageConfiguration: LineageConfiguration
    State: str
    TablePrefix: str
    Schedule: Schedule
    CrawlElapsedTime: int
    CreationTime: datetime
    LastUpdated: datetime
    LastCrawl: LastCrawlInfo
    Version: int
    Configuration: str
    CrawlerSecurityConfiguration: str
    LakeFormationConfiguration: LakeFormationConfiguration
    CatalogId: str


class CrawlerHistory(TypedDict, total=False):
    CrawlId: str
    State: str
    StartTime: datetime
    EndTime: datetime
    Summary: str
    ErrorMessage: str
    LogGroup: str
    LogStream: str
    MessagePrefix: str
    DPUHour: float


class CrawlerMetrics(TypedDict, total=False):
    CrawlerName: str
    TimeLeftSeconds: float
    StillEstimating: bool
    LastRuntimeSeconds: float
    MedianRuntimeSeconds: float
    TablesCreated: int
    TablesUpdated: int
    TablesDeleted: int


class CrawlerNodeDetails(TypedDict, total=False):
    Crawls: list[Crawl]


class CrawlerTargets(TypedDict, total=False):
    S3Targets: list[S3Target]
    JdbcTargets: list[JdbcTarget]
    MongoDBTargets: list[MongoDBTarget]
    DynamoDBTargets: list[DynamoDBTarget]
    CatalogTargets: list[CatalogTarget]
    DeltaTargets: list[DeltaTarget]
    IcebergTargets: list[IcebergTarget]
    HudiTargets: list[HudiTarget]


class CrawlsFilter(TypedDict, total=False):
    FieldName: str
    FilterOperator: str
    FieldValue: str


class _CreateBlueprintRequestRequired(TypedDict):
    Name: str
    BlueprintLocation: str


class CreateBlueprintRequest(_CreateBlueprintRequestRequired, total=False):
    Description: str
    Tags: dict[str, str]


class CreateBlueprintResponse(TypedDict, total=False):
    Name: str


class _CreateCatalogRequestRequired(TypedDict):
    Name: str
    CatalogInput: CatalogInput


class CreateCatalogRequest(_CreateCatalogRequestRequired, total=False):
    Tags: dict[str, str]


class CreateCatalogResponse(TypedDict, total=False):
    pass


class CreateClassifierRequest(TypedDict, total=False):
    GrokClassifier: CreateGrokClassifierRequest
    XMLClassifier: CreateXMLClassifierRequest
    JsonClassifier: CreateJsonClassifierRequest
    CsvClassifier: CreateCsvClassifierRequest


class CreateClassifierResponse(TypedDict, total=False):
    pass


class _CreateColumnStatisticsTaskSettingsRequestRequired(TypedDict):
    DatabaseName: str
    TableName: str
    Role: str


class CreateColumnStatisticsTaskSettingsRequest(
    _CreateColumnStatisticsTaskSettingsRequestRequired, total=False
):
    Schedule: str
    ColumnNameList: list[str]
    SampleSize: float
    CatalogID: str
    SecurityConfiguration: str
    Tags: dict[str, str]


class CreateColumnStatisticsTaskSettingsResponse(TypedDict, total=False):
    pass


class _CreateConnectionRequestRequired(TypedDict):
    ConnectionInput: ConnectionInput


class CreateConnectionRequest(_CreateConnectionRequestRequired, total=False):
    CatalogId: str
    Tags: dict[str, str]


class CreateConnectionResponse(TypedDict, total=False):
    CreateConnectionStatus: str


class _CreateCrawlerRequestRequired(TypedDict):
    Name: str
    Role: str
    Targets: CrawlerTargets


class CreateCrawlerRequest(_CreateCrawlerRequestRequired, total=False):
    DatabaseName: str
    Description: str
    Schedule: str
    Classifiers: list[str]
    TablePrefix: str
    SchemaChangePolicy: SchemaChangePolicy
    RecrawlPolicy: RecrawlPolicy
    LineageConfiguration: LineageConfiguration
    LakeFormationConfiguration: LakeFormationConfiguration
    Configuration: str
    CrawlerSecurityConfiguration: str
    Tags: dict[str, str]
    CatalogId: str


class CreateCrawlerResponse(TypedDict, total=False):
    pass


class _CreateCsvClassifierRequestRequired(TypedDict):
    Name: str


class CreateCsvClassifierRequest(_CreateCsvClassifierRequestRequired, total=False):
    Delimiter: str
    QuoteSymbol: str
    ContainsHeader: str
    Header: list[str]
    DisableValueTrimming: bool
    AllowSingleColumn: bool
    CustomDatatypeConfigured: bool
    CustomDatatypes: list[str]
    Serde: str


class _CreateCustomEntityTypeRequestRequired(TypedDict):
    Name: str
    RegexString: str


class CreateCustomEntityTypeRequest(_CreateCustomEntityTypeRequestRequired, total=False):
    ContextWords: list[str]
    Tags: dict[str, str]


class CreateCustomEntityTypeResponse(TypedDict, total=False):
    Name: str


class _CreateDataQualityEvaluationConfigRequestRequired(TypedDict):
    Name: str
    Level: str
    DataSource: DataQualityEvaluationConfigDataSource
    Role: str


class CreateDataQualityEvaluationConfigRequest(
    _CreateDataQualityEvaluationConfigRequestRequired, total=False
):
    RulesetName: str
    ManagedRulesetName: str
    Triggers: list[str]
    ScheduleExpression: str
    StartAt: datetime
    EndAt: datetime
    NumberOfWorkers: int
    Timeout: int
    AdditionalRunOptions: DataQualityEvaluationConfigAdditionalRunOptions
    AdditionalDataSources: dict[str, DataSource]
    Tags: dict[str, str]
    ClientToken: str


class CreateDataQualityEvaluationConfigResponse(TypedDict, total=False):
    Name: str
    EvaluationRunMode: str


class _CreateDataQualityRulesetRequestRequired(TypedDict):
    Name: str
    Ruleset: str


class CreateDataQualityRulesetRequest(_CreateDataQualityRulesetRequestRequired, total=False):
    Description: str
    Tags: dict[str, str]
    TargetTable: DataQualityTargetTable
    DataQualitySecurityConfiguration: str
    ClientToken: str


class CreateDataQualityRulesetResponse(TypedDict, total=False):
    Name: str


class _CreateDatabaseRequestRequired(TypedDict):
    DatabaseInput: DatabaseInput


class CreateDatabaseRequest(_CreateDatabaseRequestRequired, total=False):
    CatalogId: str
    Tags: dict[str, str]


class CreateDatabaseResponse(TypedDict, total=False):
    pass


class _CreateDevEndpointRequestRequired(TypedDict):
    EndpointName: str
    RoleArn: str


class CreateDevEndpointRequest(_CreateDevEndpointRequestRequired, total=False):
    SecurityGroupIds: list[str]
    SubnetId: str
    PublicKey: str
    PublicKeys: list[str]
    NumberOfNodes: int
    WorkerType: str
    GlueVersion: str
    NumberOfWorkers: int
    ExtraPythonLibsS3Path: str
    ExtraJarsS3Path: str
    SecurityConfiguration: str
    Tags: dict[str, str]
    Arguments: dict[str, str]


class CreateDevEndpointResponse(TypedDict, total=False):
    EndpointName: str
    Status: str
    SecurityGroupIds: list[str]
    SubnetId: str
    RoleArn: str
    YarnEndpointAddress: str
    ZeppelinRemoteSparkInterpreterPort: int
    NumberOfNodes: int
    WorkerType: str
    GlueVersion: str
    NumberOfWorkers: int
    AvailabilityZone: str
    VpcId: str
    ExtraPythonLibsS3Path: str
    ExtraJarsS3Path: str
    FailureReason: str
    SecurityConfiguration: str
    CreatedTimestamp: datetime
    Arguments: dict[str, str]


class _CreateGlossaryRequestRequired(TypedDict):
    Name: str


class CreateGlossaryRequest(_CreateGlossaryRequestRequired, total=False):
    Description: str
    ClientToken: str


class CreateGlossaryResponse(TypedDict, total=False):
    Id: str
    Name: str
    Description: str


class _CreateGlossaryTermRequestRequired(TypedDict):
    GlossaryIdentifier: str
    Name: str


class CreateGlossaryTermRequest(_CreateGlossaryTermRequestRequired, total=False):
    ShortDescription: str
    LongDescription: str
    ClientToken: str


class CreateGlossaryTermResponse(TypedDict, total=False):
    Id: str
    GlossaryId: str
    Name: str
    ShortDescription: str
    LongDescription: str


class _CreateGlueIdentityCenterConfigurationRequestRequired(TypedDict):
    InstanceArn: str


class CreateGlueIdentityCenterConfigurationRequest(
    _CreateGlueIdentityCenterConfigurationRequestRequired, total=False
):
    Scopes: list[str]
    UserBackgroundSessionsEnabled: bool


class CreateGlueIdentityCenterConfigurationResponse(TypedDict, total=False):
    ApplicationArn: str


class _CreateGrokClassifierRequestRequired(TypedDict):
    Classification: str
    Name: str
    GrokPattern: str


class CreateGrokClassifierRequest(_CreateGrokClassifierRequestRequired, total=False):
    CustomPatterns: str


class _CreateIcebergTableInputRequired(TypedDict):
    Location: str
    Schema: IcebergSchema


class CreateIcebergTableInput(_CreateIcebergTableInputRequired, total=False):
    PartitionSpec: IcebergPartitionSpec
    WriteOrder: IcebergSortOrder
    Properties: dict[str, str]


class _CreateIntegrationRequestRequired(TypedDict):
    IntegrationName: str
    SourceArn: str
    TargetArn: str


class CreateIntegrationRequest(_CreateIntegrationRequestRequired, total=False):
    Description: str
    DataFilter: str
    KmsKeyId: str
    AdditionalEncryptionContext: dict[str, str]
    Tags: list[Tag]
    IntegrationConfig: IntegrationConfig


class _CreateIntegrationResourcePropertyRequestRequired(TypedDict):
    ResourceArn: str


class CreateIntegrationResourcePropertyRequest(
    _CreateIntegrationResourcePropertyRequestRequired, total=False
):
    SourceProcessingProperties: SourceProcessingProperties
    TargetProcessingProperties: TargetProcessingProperties
    Tags: list[Tag]


class _CreateIntegrationResourcePropertyResponseRequired(TypedDict):
    ResourceArn: str


class CreateIntegrationResourcePropertyResponse(
    _CreateIntegrationResourcePropertyResponseRequired, total=False
):
    ResourcePropertyArn: str
    SourceProcessingProperties: SourceProcessingProperties
    TargetProcessingProperties: TargetProcessingProperties


class _CreateIntegrationResponseRequired(TypedDict):
    SourceArn: str
    TargetArn: str
    IntegrationName: str
    IntegrationArn: str
    Status: str
    CreateTime: datetime


class CreateIntegrationResponse(_CreateIntegrationResponseRequired, total=False):
    Description: str
    KmsKeyId: str
    AdditionalEncryptionContext: dict[str, str]
    Tags: list[Tag]
    Errors: list[IntegrationError]
    DataFilter: str
    IntegrationConfig: IntegrationConfig


class _CreateIntegrationTablePropertiesRequestRequired(TypedDict):
    ResourceArn: str
    TableName: str


class CreateIntegrationTablePropertiesRequest(_CreateIntegrationTablePropertiesRequestRequired, total=False):
    SourceTableConfig: SourceTableConfig
    TargetTableConfig: TargetTableConfig


class CreateIntegrationTablePropertiesResponse(TypedDict, total=False):
    pass


class _CreateJobRequestRequired(TypedDict):
    Name: str
    Role: str
    Command: JobCommand


class CreateJobRequest(_CreateJobRequestRequired, total=False):
    JobMode: str
    JobRunQueuingEnabled: bool
    Description: str
    LogUri: str
    ExecutionProperty: ExecutionProperty
    DefaultArguments: dict[str, str]
    NonOverridableArguments: dict[str, str]
    Connections: ConnectionsList
    MaxRetries: int
    AllocatedCapacity: int
    Timeout: int
    MaxCapacity: float
    SecurityConfiguration: str
    Tags: dict[str, str]
    NotificationProperty: NotificationProperty
    GlueVersion: str
    NumberOfWorkers: int
    WorkerType: str
    CodeGenConfigurationNodes: dict[str, CodeGenConfigurationNode]
    ExecutionClass: str
    SourceControlDetails: SourceControlDetails
    MaintenanceWindow: str


class CreateJobResponse(TypedDict, total=False):
    Name: str


class CreateJsonClassifierRequest(TypedDict):
    Name: str
    JsonPath: str


class _CreateMLTransformRequestRequired(TypedDict):
    Name: str
    InputRecordTables: list[GlueTable]
    Parameters: TransformParameters
    Role: str


class CreateMLTransformRequest(_CreateMLTransformRequestRequired, total=False):
    Description: str
    GlueVersion: str
    MaxCapacity: float
    WorkerType: str
    NumberOfWorkers: int
    Timeout: int
    MaxRetries: int
    Tags: dict[str, str]
    TransformEncryption: TransformEncryption


class CreateMLTransformResponse(TypedDict, total=False):
    TransformId: str


class _CreatePartitionIndexRequestRequired(TypedDict):
    DatabaseName: str
    TableName: str
    PartitionIndex: PartitionIndex


class CreatePartitionIndexRequest(_CreatePartitionIndexRequestRequired, total=False):
    CatalogId: str


class CreatePartitionIndexResponse(TypedDict, total=False):
    pass


class _CreatePartitionRequestRequired(TypedDict):
    DatabaseName: str
    TableName: str
    PartitionInput: PartitionInput


class CreatePartitionRequest(_CreatePartitionRequestRequired, total=False):
    CatalogId: str


class CreatePartitionResponse(TypedDict, total=False):
    pass


class _CreateRegistryRequestRequired(TypedDict):
    RegistryName: str


class CreateRegistryRequest(_CreateRegistryRequestRequired, total=False):
    Description: str
    Tags: dict[str, str]


class CreateRegistryResponse(TypedDict, total=False):
    RegistryArn: str
    RegistryName: str
    Description: str
    Tags: dict[str, str]


class _CreateSchemaRequestRequired(TypedDict):
    SchemaName: str
    DataFormat: str


class CreateSchemaRequest(_CreateSchemaRequestRequired, total=False):
    RegistryId: RegistryId
    Compatibility: str
    Description: str
    Tags: dict[str, str]
    SchemaDefinition: str


class CreateSchemaResponse(TypedDict, total=False):
    RegistryName: str
    RegistryArn: str
    SchemaName: str
    SchemaArn: str
    Description: str
    DataFormat: str
    Compatibility: str
    SchemaCheckpoint: int
    LatestSchemaVersion: int
    NextSchemaVersion: int
    SchemaStatus: str
    Tags: dict[str, str]
    SchemaVersionId: str
    SchemaVersionStatus: str


class CreateScriptRequest(TypedDict, total=False):
    DagNodes: list[CodeGenNode]
    DagEdges: list[CodeGenEdge]
    Language: str


class CreateScriptResponse(TypedDict, total=False):
    PythonScript: str
    ScalaCode: str


class CreateSecurityConfigurationRequest(TypedDict):
    Name: str
    EncryptionConfiguration: EncryptionConfiguration


class CreateSecurityConfigurationResponse(TypedDict, total=False):
    Name: str
    CreatedTimestamp: datetime


class _CreateSessionRequestRequired(TypedDict):
    Id: str
    Role: str
    Command: SessionCommand


class CreateSessionRequest(_CreateSessionRequestRequired, total=False):
    Description: str
    Timeout: int
    IdleTimeout: int
    DefaultArguments: dict[str, str]
    Connections: ConnectionsList
    MaxCapacity: float
    NumberOfWorkers: int
    WorkerType: str
    SecurityConfiguration: str
    GlueVersion: str
    Tags: dict[str, str]
    RequestOrigin: str
    SessionType: str


class CreateSessionResponse(TypedDict, total=False):
    Session: Session


class CreateTableOptimizerRequest(TypedDict):
    CatalogId: str
    DatabaseName: str
    TableName: str
    Type: str
    TableOptimizerConfiguration: TableOptimizerConfiguration


class CreateTableOptimizerResponse(TypedDict, total=False):
    pass


class _CreateTableRequestRequired(TypedDict):
    DatabaseName: str


class CreateTableRequest(_CreateTableRequestRequired, total=False):
    CatalogId: str
    Name: str
    TableInput: TableInput
    PartitionIndexes: list[PartitionIndex]
    TransactionId: str
    OpenTableFormatInput: OpenTableFormatInput


class CreateTableResponse(TypedDict, total=False):
    pass


class _CreateTriggerRequestRequired(TypedDict):
    Name: str
    Type: str
    Actions: list[Action]


class CreateTriggerRequest(_CreateTriggerRequestRequired, total=False):
    WorkflowName: str
    Schedule: str
    Predicate: Predicate
    Description: str
    StartOnCreation: bool
    Tags: dict[str, str]
    EventBatchingCondition: EventBatchingCondition


class CreateTriggerResponse(TypedDict, total=False):
    Name: str


class _CreateUsageProfileRequestRequired(TypedDict):
    Name: str
    Configuration: ProfileConfiguration


class CreateUsageProfileRequest(_CreateUsageProfileRequestRequired, total=False):
    Description: str
    Tags: dict[str, str]


class CreateUsageProfileResponse(TypedDict, total=False):
    Name: str


class _CreateUserDefinedFunctionRequestRequired(TypedDict):
    DatabaseName: str
    FunctionInput: UserDefinedFunctionInput


class CreateUserDefinedFunctionRequest(_CreateUserDefinedFunctionRequestRequired, total=False):
    CatalogId: str


class CreateUserDefinedFunctionResponse(TypedDict, total=False):
    pass


class _CreateWorkflowRequestRequired(TypedDict):
    Name: str


class CreateWorkflowRequest(_CreateWorkflowRequestRequired, total=False):
    Description: str
    DefaultRunProperties: dict[str, str]
    Tags: dict[str, str]
    MaxConcurrentRuns: int


class CreateWorkflowResponse(TypedDict, total=False):
    Name: str


class _CreateXMLClassifierRequestRequired(TypedDict):
    Classification: str
    Name: str


class CreateXMLClassifierRequest(_CreateXMLClassifierRequestRequired, total=False):
    RowTag: str


class _CsvClassifierRequired(TypedDict):
    Name: str


class CsvClassifier(_CsvClassifierRequired, total=False):
    CreationTime: datetime
    LastUpdated: datetime
    Version: int
    Delimiter: str
    QuoteSymbol: str
    ContainsHeader: str
    Header: list[str]
    DisableValueTrimming: bool
    AllowSingleColumn: bool
    CustomDatatypeConfigured: bool
    CustomDatatypes: list[str]
    Serde: str


class _CursorConfigurationRequired(TypedDict):
    NextPage: ExtractedParameter


class CursorConfiguration(_CursorConfigurationRequired, total=False):
    LimitParameter: ExtractedParameter


class CustomAuthenticationProperties(TypedDict):
    AuthenticationParameters: list[ConnectorProperty]


class _CustomCodeRequired(TypedDict):
    Name: str
    Inputs: list[str]
    Code: str
    ClassName: str


class CustomCode(_CustomCodeRequired, total=False):
    OutputSchemas: list[GlueSchema]


class _CustomEntityTypeRequired(TypedDict):
    Name: str
    RegexString: str


class CustomEntityType(_CustomEntityTypeRequired, total=False):
    ContextWords: list[str]


class DDBELTCatalogAdditionalOptions(TypedDict, total=False):
    DynamodbExport: str
    DynamodbUnnestDDBJson: bool


class _DDBELTConnectionOptionsRequired(TypedDict):
    DynamodbTableArn: str


class DDBELTConnectionOptions(_DDBELTConnectionOptionsRequired, total=False):
    DynamodbExport: str
    DynamodbUnnestDDBJson: bool
    DynamodbS3Bucket: str
    DynamodbS3Prefix: str
    DynamodbS3BucketOwner: str
    DynamodbStsRoleArn: str


class DQResultsPublishingOptions(TypedDict, total=False):
    EvaluationContext: str
    ResultsS3Prefix: str
    CloudWatchMetricsEnabled: bool
    ResultsPublishingEnabled: bool


class DQStopJobOnFailureOptions(TypedDict, total=False):
    StopJobOnFailureTiming: str


class DataCatalogEncryptionSettings(TypedDict, total=False):
    EncryptionAtRest: EncryptionAtRest
    ConnectionPasswordEncryption: ConnectionPasswordEncryption


class DataLakeAccessProperties(TypedDict, total=False):
    DataLakeAccess: bool
    DataTransferRole: str
    KmsKey: str
    CatalogType: str


class DataLakeAccessPropertiesOutput(TypedDict, total=False):
    DataLakeAccess: bool
    DataTransferRole: str
    KmsKey: str
    ManagedWorkgroupName: str
    ManagedWorkgroupStatus: str
    RedshiftDatabaseName: str
    StatusMessage: str
    CatalogType: str


class DataLakePrincipal(TypedDict, total=False):
    DataLakePrincipalIdentifier: str


class DataQualityAggregatedMetrics(TypedDict, total=False):
    TotalRowsProcessed: float
    TotalRowsPassed: float
    TotalRowsFailed: float
    TotalRulesProcessed: float
    TotalRulesPassed: float
    TotalRulesFailed: float


class DataQualityAnalyzerResult(TypedDict, total=False):
    Name: str
    Description: str
    EvaluationMessage: str
    EvaluatedMetrics: dict[str, float]
    EvaluatedDistributions: dict[str, DistributionData]


class DataQualityConfigurationV2(TypedDict, total=False):
    ObservationsEnabled: str
    ObservationMode: str


class DataQualityEncryption(TypedDict, total=False):
    DataQualityEncryptionMode: str
    KmsKeyArn: str


class DataQualityEvaluationConfigAdditionalRunOptions(TypedDict, total=False):
    CloudWatchMetricsEnabled: bool
    ResultsS3Prefix: str
    CompositeRuleEvaluationMethod: str
    RowLevelResults: RowLevelResultsOptions
    ProfilingResults: ProfilingResultsOptions
    ObservationScope: str
    ObservationMode: str
    DataQualityRuleResults: DataQualityRuleResultsOptions
    ObservationResults: ObservationResultsOptions
    CustomLogGroupPrefix: str


class DataQualityEvaluationConfigDataSource(TypedDict, total=False):
    GlueTables: DataQualityEvaluationConfigGlueTables


class _DataQualityEvaluationConfigGlueTablesRequired(TypedDict):
    CatalogId: str


class DataQualityEvaluationConfigGlueTables(_DataQualityEvaluationConfigGlueTablesRequired, total=False):
    DatabaseName: str
    TableNamePattern: str
    PreProcessingQuery: str
    ConnectionName: str
    AdditionalOptions: dict[str, str]


class DataQualityEvaluationConfigListDataSource(TypedDict, total=False):
    GlueTables: DataQualityEvaluationConfigListGlueTables


class DataQualityEvaluationConfigListDetails(TypedDict, total=False):
    Name: str
    EvaluationRunMode: str
    CreatedOn: datetime
    LastModifiedOn: datetime
    Level: str
    DataSource: DataQualityEvaluationConfigListDataSource
    RulesetName: str
    ManagedRulesetName: str
    PauseRuns: bool


class _DataQualityEvaluationConfigListGlueTablesRequired(TypedDict):
    CatalogId: str


class DataQualityEvaluationConfigListGlueTables(
    _DataQualityEvaluationConfigListGlueTablesRequired, total=False
):
    DatabaseName: str
    TableNamePattern: str


class DataQualityEvaluationRunAdditionalRunOptions(TypedDict, total=False):
    CloudWatchMetricsEnabled: bool
    ResultsS3Prefix: str
    CompositeRuleEvaluationMethod: str
    CustomLogGroupPrefix: str
    RowLevelResults: RowLevelResultsOptions
    ProfilingResults: ProfilingResultsOptions
    ObservationScope: str
    ObservationMode: str
    DataQualityRuleResults: DataQualityRuleResultsOptions
    ObservationResults: ObservationResultsOptions


class _DataQualityGlueTableRequired(TypedDict):
    DatabaseName: str
    TableName: str


class DataQualityGlueTable(_DataQualityGlueTableRequired, total=False):
    CatalogId: str
    ConnectionName: str
    AdditionalOptions: dict[str, str]
    PreProcessingQuery: str


class DataQualityMetricValues(TypedDict, total=False):
    ActualValue: float
    ExpectedValue: float
    LowerLimit: float
    UpperLimit: float


class DataQualityObservation(TypedDict, total=False):
    Description: str
    MetricBasedObservation: MetricBasedObservation


class DataQualityResult(TypedDict, total=False):
    ResultId: str
    EvaluationRunMode: str
    DataQualityEvaluationConfig: str
    ProfileId: str
    Score: float
    DataSource: DataSource
    RulesetName: str
    EvaluationContext: str
    StartedOn: datetime
    CompletedOn: datetime
    JobName: str
    JobRunId: str
    RulesetEvaluationRunId: str
    RuleResults: list[DataQualityRuleResult]
    AnalyzerResults: list[DataQualityAnalyzerResult]
    Observations: list[DataQualityObservation]
    AggregatedMetrics: DataQualityAggregatedMetrics


class DataQualityResultDescription(TypedDict, total=False):
    ResultId: str
    EvaluationRunMode: str
    DataQualityEvaluationConfig: str
    DataSource: DataSource
    JobName: str
    JobRunId: str
    StartedOn: datetime


class DataQualityResultFilterCriteria(TypedDict, total=False):
    DataSource: DataSource
    JobName: str
    JobRunId: str
    StartedAfter: datetime
    StartedBefore: datetime
    EvaluationRunMode: str
    DataQualityEvaluationConfig: str


class _DataQualityResultV2ItemRequired(TypedDict):
    ResultId: str


class DataQualityResultV2Item(_DataQualityResultV2ItemRequired, total=False):
    EvaluationRunMode: str
    DataQualityEvaluationConfig: str
    DataSource: DataSource
    Dimensions: dict[str, str]
    Tags: dict[str, str]
    ExecutionStartedOn: datetime
    ExecutionCompletedOn: datetime
    ResultPublishedOn: datetime
    Score: float
    RuleResults: list[DataQualityRuleResult]
    AnalyzerResults: list[DataQualityAnalyzerResult]
    Observations: list[DataQualityObservation]
    EvaluationContext: str
    Descriptors: dict[str, str]
    AggregatedMetrics: DataQualityAggregatedMetrics
    RulesetName: str


class DataQualityResultsV2Description(TypedDict, total=False):
    ResultId: str
    EvaluationRunMode: str
    DataQualityEvaluationConfig: str
    DataSource: DataSource
    ResultPublishedOn: datetime
    Dimensions: dict[str, str]
    EvaluationContext: str
    Descriptors: dict[str, str]


class DataQualityResultsV2FilterCriteria(TypedDict, total=False):
    DataSource: DataSource
    PublishedAfter: datetime
    PublishedBefore: datetime
    Dimensions: dict[str, str]
    EvaluationContext: str
    EvaluationRunMode: str
    DataQualityEvaluationConfig: str


class DataQualityRuleRecommendationRunAdditionalRunOptions(TypedDict, total=False):
    CustomLogGroupPrefix: str


class DataQualityRuleRecommendationRunDescription(TypedDict, total=False):
    RunId: str
    Status: str
    StartedOn: datetime
    DataSource: DataSource
    CreatedRulesetName: str
    RecommendationMode: str


class _DataQualityRuleRecommendationRunFilterRequired(TypedDict):
    DataSource: DataSource


class DataQualityRuleRecommendationRunFilter(_DataQualityRuleRecommendationRunFilterRequired, total=False):
    StartedBefore: datetime
    StartedAfter: datetime


class DataQualityRuleResult(TypedDict, total=False):
    Name: str
    Description: str
    EvaluationMessage: str
    Result: str
    EvaluatedMetrics: dict[str, float]
    EvaluatedRule: str
    RuleMetrics: dict[str, float]
    Labels: dict[str, str]


class DataQualityRuleResultsOptions(TypedDict, total=False):
    WriteDataQualityRuleResultsEnabled: bool
    CatalogTableConfig: CatalogTableConfigOptions


class DataQualityRulesetEvaluationRun(TypedDict, total=False):
    RunId: str
    DataSource: DataSource
    Role: str
    NumberOfWorkers: int
    Timeout: int
    AdditionalRunOptions: DataQualityEvaluationRunAdditionalRunOptions
    Status: str
    ErrorString: str
    StartedOn: datetime
    LastModifiedOn: datetime
    CompletedOn: datetime
    ExecutionTime: int
    RulesetNames: list[str]
    ResultIds: list[str]
    AdditionalDataSources: dict[str, DataSource]


class DataQualityRulesetEvaluationRunDescription(TypedDict, total=False):
    RunId: str
    Status: str
    StartedOn: datetime
    DataSource: DataSource


class _DataQualityRulesetEvaluationRunFilterRequired(TypedDict):
    DataSource: DataSource


class DataQualityRulesetEvaluationRunFilter(_DataQualityRulesetEvaluationRunFilterRequired, total=False):
    StartedBefore: datetime
    StartedAfter: datetime
    RulesetName: str


class DataQualityRulesetFilterCriteria(TypedDict, total=False):
    Name: str
    Description: str
    CreatedBefore: datetime
    CreatedAfter: datetime
    LastModifiedBefore: datetime
    LastModifiedAfter: datetime
    TargetTable: DataQualityTargetTable


class DataQualityRulesetListDetails(TypedDict, total=False):
    Name: str
    Description: str
    CreatedOn: datetime
    LastModifiedOn: datetime
    TargetTable: DataQualityTargetTable
    RecommendationRunId: str
    RuleCount: int


class _DataQualityTargetTableRequired(TypedDict):
    TableName: str
    DatabaseName: str


class DataQualityTargetTable(_DataQualityTargetTableRequired, total=False):
    CatalogId: str


class DataQualityTelemetry(TypedDict, total=False):
    VcpuHours: float
    FlagsEnabled: dict[str, str]
    LibraryVersion: str
    SparkVersion: str
    HostRuntimeVersion: str
    Engine: str


class DataSource(TypedDict, total=False):
    GlueTable: GlueTable
    DataQualityGlueTable: DataQualityGlueTable


class _DatabaseRequired(TypedDict):
    Name: str


class Database(_DatabaseRequired, total=False):
    Description: str
    LocationUri: str
    Parameters: dict[str, str]
    CreateTime: datetime
    CreateTableDefaultPermissions: list[PrincipalPermissions]
    TargetDatabase: DatabaseIdentifier
    CatalogId: str
    FederatedDatabase: FederatedDatabase


class DatabaseIdentifier(TypedDict, total=False):
    CatalogId: str
    DatabaseName: str
    Region: str


class _DatabaseInputRequired(TypedDict):
    Name: str


class DatabaseInput(_DatabaseInputRequired, total=False):
    Description: str
    LocationUri: str
    Parameters: dict[str, str]
    CreateTableDefaultPermissions: list[PrincipalPermissions]
    TargetDatabase: DatabaseIdentifier
    FederatedDatabase: FederatedDatabase


class DatapointInclusionAnnotation(TypedDict, total=False):
    ProfileId: str
    StatisticId: str
    InclusionAnnotation: str


class Datatype(TypedDict):
    Id: str
    Label: str


class _DateColumnStatisticsDataRequired(TypedDict):
    NumberOfNulls: int
    NumberOfDistinctValues: int


class DateColumnStatisticsData(_DateColumnStatisticsDataRequired, total=False):
    MinimumValue: datetime
    MaximumValue: datetime


class _DecimalColumnStatisticsDataRequired(TypedDict):
    NumberOfNulls: int
    NumberOfDistinctValues: int


class DecimalColumnStatisticsData(_DecimalColumnStatisticsDataRequired, total=False):
    MinimumValue: DecimalNumber
    MaximumValue: DecimalNumber


class DecimalNumber(TypedDict):
    UnscaledValue: bytes
    Scale: int


class DeleteAssetRequest(TypedDict):
    Identifier: str


class DeleteAssetResponse(TypedDict, total=False):
    pass


class _DeleteAttachmentRequestRequired(TypedDict):
    AssetIdentifier: str
    AttachmentName: str


class DeleteAttachmentRequest(_DeleteAttachmentRequestRequired, total=False):
    IterableFormName: str
    ItemIdentifier: str


class DeleteAttachmentResponse(TypedDict, total=False):
    AssetId: str
    IterableFormName: str
    ItemId: str


class DeleteBlueprintRequest(TypedDict):
    Name: str


class DeleteBlueprintResponse(TypedDict, total=False):
    Name: str


class DeleteCatalogRequest(TypedDict):
    CatalogId: str


class DeleteCatalogResponse(TypedDict, total=False):
    pass


class DeleteClassifierRequest(TypedDict):
    Name: str


class DeleteClassifierResponse(TypedDict, total=False):
    pass


class _DeleteColumnStatisticsForPartitionRequestRequired(TypedDict):
    DatabaseName: str
    TableName: str
    PartitionValues: list[str]
    ColumnName: str


class DeleteColumnStatisticsForPartitionRequest(
    _DeleteColumnStatisticsForPartitionRequestRequired, total=False
):
    CatalogId: str


class DeleteColumnStatisticsForPartitionResponse(TypedDict, total=False):
    pass


class _DeleteColumnStatisticsForTableRequestRequired(TypedDict):
    DatabaseName: str
    TableName: str
    ColumnName: str


class DeleteColumnStatisticsForTableRequest(_DeleteColumnStatisticsForTableRequestRequired, total=False):
    CatalogId: str


class DeleteColumnStatisticsForTableResponse(TypedDict, total=False):
    pass


class _DeleteColumnStatisticsTaskSettingsRequestRequired(TypedDict):
    DatabaseName: str
    TableName: str


class DeleteColumnStatisticsTaskSettingsRequest(
    _DeleteColumnStatisticsTaskSettingsRequestRequired, total=False
):
    CatalogID: str


class DeleteColumnStatisticsTaskSettingsResponse(TypedDict, total=False):
    pass


class _DeleteConnectionRequestRequired(TypedDict):
    ConnectionName: str


class DeleteConnectionRequest(_DeleteConnectionRequestRequired, total=False):
    CatalogId: str


class DeleteConnectionResponse(TypedDict, total=False):
    pass


class DeleteConnectionTypeRequest(TypedDict):
    ConnectionType: str


class DeleteConnectionTypeResponse(TypedDict, total=False):
    pass


class DeleteCrawlerRequest(TypedDict):
    Name: str


class DeleteCrawlerResponse(TypedDict, total=False):
    pass


class DeleteCustomEntityTypeRequest(TypedDict):
    Name: str


class DeleteCustomEntityTypeResponse(TypedDict, total=False):
    Name: str


class DeleteDataQualityEvaluationConfigRequest(TypedDict):
    Name: str


class DeleteDataQualityEvaluationConfigResponse(TypedDict, total=False):
    pass


class DeleteDataQualityRulesetRequest(TypedDict):
    Name: str


class DeleteDataQualityRulesetResponse(TypedDict, total=False):
    pass


class _DeleteDatabaseRequestRequired(TypedDict):
    Name: str


class DeleteDatabaseRequest(_DeleteDatabaseRequestRequired, total=False):
    CatalogId: str


class DeleteDatabaseResponse(TypedDict, total=False):
    pass


class DeleteDevEndpointRequest(TypedDict):
    EndpointName: str


class DeleteDevEndpointResponse(TypedDict, total=False):
    pass


class DeleteFormTypeRequest(TypedDict):
    Identifier: str


class DeleteFormTypeResponse(TypedDict, total=False):
    pass


class DeleteGlossaryRequest(TypedDict):
    Identifier: str


class DeleteGlossaryResponse(TypedDict, total=False):
    pass


class DeleteGlossaryTermRequest(TypedDict):
    Identifier: str


class DeleteGlossaryTermResponse(TypedDict, total=False):
    pass


class DeleteGlueIdentityCenterConfigurationRequest(TypedDict, total=False):
    pass


class DeleteGlueIdentityCenterConfigurationResponse(TypedDict, total=False):
    pass


class DeleteIntegrationRequest(TypedDict):
    IntegrationIdentifier: str


class DeleteIntegrationResourcePropertyRequest(TypedDict):
    ResourceArn: str


class DeleteIntegrationResourcePropertyResponse(TypedDict, total=False):
    pass


class _DeleteIntegrationResponseRequired(TypedDict):
    SourceArn: str
    TargetArn: str
    IntegrationName: str
    IntegrationArn: str
    Status: str
    CreateTime: datetime


class DeleteIntegrationResponse(_DeleteIntegrationResponseRequired, total=False):
    Description: str
    KmsKeyId: str
    AdditionalEncryptionContext: dict[str, str]
    Tags: list[Tag]
    Errors: list[IntegrationError]
    DataFilter: str


class DeleteIntegrationTablePropertiesRequest(TypedDict):
    ResourceArn: str
    TableName: str


class DeleteIntegrationTablePropertiesResponse(TypedDict, total=False):
    pass


class DeleteJobRequest(TypedDict):
    JobName: str


class DeleteJobResponse(TypedDict, total=False):
    JobName: str


class DeleteMLTransformRequest(TypedDict):
    TransformId: str


class DeleteMLTransformResponse(TypedDict, total=False):
    TransformId: str


class _DeletePartitionIndexRequestRequired(TypedDict):
    DatabaseName: str
    TableName: str
    IndexName: str


class DeletePartitionIndexRequest(_DeletePartitionIndexRequestRequired, total=False):
    CatalogId: str


class DeletePartitionIndexResponse(TypedDict, total=False):
    pass


class _DeletePartitionRequestRequired(TypedDict):
    DatabaseName: str
    TableName: str
    PartitionValues: list[str]


class DeletePartitionRequest(_DeletePartitionRequestRequired, total=False):
    CatalogId: str


class DeletePartitionResponse(TypedDict, total=False):
    pass


class DeleteRegistryRequest(TypedDict):
    RegistryId: RegistryId


class DeleteRegistryResponse(TypedDict, total=False):
    RegistryName: str
    RegistryArn: str
    Status: str


class DeleteResourcePolicyRequest(TypedDict, total=False):
    PolicyHashCondition: str
    ResourceArn: str


class DeleteResourcePolicyResponse(TypedDict, total=False):
    pass


class DeleteSchemaRequest(TypedDict):
    SchemaId: SchemaId


class DeleteSchemaResponse(TypedDict, total=False):
    SchemaArn: str
    SchemaName: str
    Status: str


class DeleteSchemaVersionsRequest(TypedDict):
    SchemaId: SchemaId
    Versions: str


class DeleteSchemaVersionsResponse(TypedDict, total=False):
    SchemaVersionErrors: list[SchemaVersionErrorItem]


class DeleteSecurityConfigurationRequest(TypedDict):
    Name: str


class DeleteSecurityConfigurationResponse(TypedDict, total=False):
    pass


class _DeleteSessionRequestRequired(TypedDict):
    Id: str


class DeleteSessionRequest(_DeleteSessionRequestRequired, total=False):
    RequestOrigin: str


class DeleteSessionResponse(TypedDict, total=False):
    Id: str


class DeleteTableOptimizerRequest(TypedDict):
    CatalogId: str
    DatabaseName: str
    TableName: str
    Type: str


class DeleteTableOptimizerResponse(TypedDict, total=False):
    pass


class _DeleteTableRequestRequired(TypedDict):
    DatabaseName: str
    Name: str


class DeleteTableRequest(_DeleteTableRequestRequired, total=False):
    CatalogId: str
    TransactionId: str


class DeleteTableResponse(TypedDict, total=False):
    pass


class _DeleteTableVersionRequestRequired(TypedDict):
    DatabaseName: str
    TableName: str
    VersionId: str


class DeleteTableVersionRequest(_DeleteTableVersionRequestRequired, total=False):
    CatalogId: str


class DeleteTableVersionResponse(TypedDict, total=False):
    pass


class DeleteTriggerRequest(TypedDict):
    Name: str


class DeleteTriggerResponse(TypedDict, total=False):
    Name: str


class DeleteUsageProfileRequest(TypedDict):
    Name: str


class DeleteUsageProfileResponse(TypedDict, total=False):
    pass


class _DeleteUserDefinedFunctionRequestRequired(TypedDict):
    DatabaseName: str
    FunctionName: str


class DeleteUserDefinedFunctionRequest(_DeleteUserDefinedFunctionRequestRequired, total=False):
    CatalogId: str


class DeleteUserDefinedFunctionResponse(TypedDict, total=False):
    pass


class DeleteWorkflowRequest(TypedDict):
    Name: str


class DeleteWorkflowResponse(TypedDict, total=False):
    Name: str


class DeltaTarget(TypedDict, total=False):
    DeltaTables: list[str]
    ConnectionName: str
    WriteManifest: bool
    CreateNativeDeltaTable: bool


class DescribeConnectionTypeRequest(TypedDict):
    ConnectionType: str


class DescribeConnectionTypeResponse(TypedDict, total=False):
    ConnectionType: str
    Description: str
    Capabilities: Capabilities
    ConnectionProperties: dict[str, Property]
    ConnectionOptions: dict[str, Property]
    AuthenticationConfiguration: AuthConfiguration
    ComputeEnvironmentConfigurations: dict[str, ComputeEnvironmentConfiguration]
    PhysicalConnectionRequirements: dict[str, Property]
    AthenaConnectionProperties: dict[str, Property]
    PythonConnectionProperties: dict[str, Property]
    SparkConnectionProperties: dict[str, Property]
    RestConfiguration: RestConfiguration


class _DescribeEntityRequestRequired(TypedDict):
    ConnectionName: str
    EntityName: str


class DescribeEntityRequest(_DescribeEntityRequestRequired, total=False):
    CatalogId: str
    NextToken: str
    DataStoreApiVersion: str


class DescribeEntityResponse(TypedDict, total=False):
    Fields: list[Field]
    NextToken: str


class DescribeInboundIntegrationsRequest(TypedDict, total=False):
    IntegrationArn: str
    Marker: str
    MaxRecords: int
    TargetArn: str


class DescribeInboundIntegrationsResponse(TypedDict, total=False):
    InboundIntegrations: list[InboundIntegration]
    Marker: str


class DescribeIntegrationsRequest(TypedDict, total=False):
    IntegrationIdentifier: str
    Marker: str
    MaxRecords: int
    Filters: list[IntegrationFilter]


class DescribeIntegrationsResponse(TypedDict, total=False):
    Integrations: list[Integration]
    Marker: str


class DevEndpoint(TypedDict, total=False):
    EndpointName: str
    RoleArn: str
    SecurityGroupIds: list[str]
    SubnetId: str
    YarnEndpointAddress: str
    PrivateAddress: str
    ZeppelinRemoteSparkInterpreterPort: int
    PublicAddress: str
    Status: str
    WorkerType: str
    GlueVersion: str
    NumberOfWorkers: int
    NumberOfNodes: int
    AvailabilityZone: str
    VpcId: str
    ExtraPythonLibsS3Path: str
    ExtraJarsS3Path: str
    FailureReason: str
    LastUpdateStatus: str
    CreatedTimestamp: datetime
    LastModifiedTimestamp: datetime
    PublicKey: str
    PublicKeys: list[str]
    SecurityConfiguration: str
    Arguments: dict[str, str]


class DevEndpointCustomLibraries(TypedDict, total=False):
    ExtraPythonLibsS3Path: str
    ExtraJarsS3Path: str


class _DirectJDBCSourceRequired(TypedDict):
    Name: str
    Database: str
    Table: str
    ConnectionName: str
    ConnectionType: str


class DirectJDBCSource(_DirectJDBCSourceRequired, total=False):
    RedshiftTmpDir: str
    OutputSchemas: list[GlueSchema]


class _DirectKafkaSourceRequired(TypedDict):
    Name: str


class DirectKafkaSource(_DirectKafkaSourceRequired, total=False):
    StreamingOptions: KafkaStreamingSourceOptions
    WindowSize: int
    DetectSchema: bool
    DataPreviewOptions: StreamingDataPreviewOptions


class _DirectKinesisSourceRequired(TypedDict):
    Name: str


class DirectKinesisSource(_DirectKinesisSourceRequired, total=False):
    WindowSize: int
    DetectSchema: bool
    StreamingOptions: KinesisStreamingSourceOptions
    DataPreviewOptions: StreamingDataPreviewOptions


class DirectSchemaChangePolicy(TypedDict, total=False):
    EnableUpdateCatalog: bool
    UpdateBehavior: str
    Table: str
    Database: str


class _DisassociateGlossaryTermsRequestRequired(TypedDict):
    AssetIdentifier: str
    GlossaryTermIdentifiers: list[str]


class DisassociateGlossaryTermsRequest(_DisassociateGlossaryTermsRequestRequired, total=False):
    IterableFormName: str
    ItemIdentifier: str
    ClientToken: str


class DisassociateGlossaryTermsResponse(TypedDict, total=False):
    AssetId: str
    IterableFormName: str
    ItemId: str
    GlossaryTerms: list[str]


class DistributionData(TypedDict, total=False):
    BinEdges: list[str]
    Count: list[int]
    DataType: str


class DistributionResultsOptions(TypedDict, total=False):
    WriteDistributionResultsEnabled: bool
    CatalogTableConfig: CatalogTableConfigOptions


class _DoubleColumnStatisticsDataRequired(TypedDict):
    NumberOfNulls: int
    NumberOfDistinctValues: int


class DoubleColumnStatisticsData(_DoubleColumnStatisticsDataRequired, total=False):
    MinimumValue: float
    MaximumValue: float


class _DropDuplicatesRequired(TypedDict):
    Name: str
    Inputs: list[str]


class DropDuplicates(_DropDuplicatesRequired, total=False):
    Columns: list[list[str]]


class DropFields(TypedDict):
    Name: str
    Inputs: list[str]
    Paths: list[list[str]]


class _DropNullFieldsRequired(TypedDict):
    Name: str
    Inputs: list[str]


class DropNullFields(_DropNullFieldsRequired, total=False):
    NullCheckBoxList: NullCheckBoxList
    NullTextList: list[NullValueField]


class _DynamicTransformRequired(TypedDict):
    Name: str
    TransformName: str
    Inputs: list[str]
    FunctionName: str
    Path: str


class DynamicTransform(_DynamicTransformRequired, total=False):
    Parameters: list[TransformConfigParameter]
    Version: str
    OutputSchemas: list[GlueSchema]


class _DynamoDBCatalogSourceRequired(TypedDict):
    Name: str
    Database: str
    Table: str


class DynamoDBCatalogSource(_DynamoDBCatalogSourceRequired, total=False):
    PitrEnabled: bool
    AdditionalOptions: DDBELTCatalogAdditionalOptions


class _DynamoDBELTConnectorSourceRequired(TypedDict):
    Name: str


class DynamoDBELTConnectorSource(_DynamoDBELTConnectorSourceRequired, total=False):
    ConnectionOptions: DDBELTConnectionOptions
    OutputSchemas: list[GlueSchema]


class DynamoDBTarget(TypedDict, total=False):
    Path: str
    scanAll: bool
    scanRate: float


class Edge(TypedDict, total=False):
    SourceId: str
    DestinationId: str


class _EncryptionAtRestRequired(TypedDict):
    CatalogEncryptionMode: str


class EncryptionAtRest(_EncryptionAtRestRequired, total=False):
    SseAwsKmsKeyId: str
    CatalogEncryptionServiceRole: str


class EncryptionConfiguration(TypedDict, total=False):
    S3Encryption: list[S3Encryption]
    CloudWatchEncryption: CloudWatchEncryption
    JobBookmarksEncryption: JobBookmarksEncryption
    DataQualityEncryption: DataQualityEncryption


class Entity(TypedDict, total=False):
    EntityName: str
    Label: str
    IsParentEntity: bool
    Description: str
    Category: str
    CustomProperties: dict[str, str]


class EntityConfiguration(TypedDict, total=False):
    SourceConfiguration: SourceConfiguration
    Schema: dict[str, FieldDefinition]


class ErrorDetail(TypedDict, total=False):
    ErrorCode: str
    ErrorMessage: str


class ErrorDetails(TypedDict, total=False):
    ErrorCode: str
    ErrorMessage: str


class _EvaluateDataQualityRequired(TypedDict):
    Name: str
    Inputs: list[str]
    Ruleset: str


class EvaluateDataQuality(_EvaluateDataQualityRequired, total=False):
    Output: str
    PublishingOptions: DQResultsPublishingOptions
    StopJobOnFailureOptions: DQStopJobOnFailureOptions


class _EvaluateDataQualityMultiFrameRequired(TypedDict):
    Name: str
    Inputs: list[str]
    Ruleset: str


class EvaluateDataQualityMultiFrame(_EvaluateDataQualityMultiFrameRequired, total=False):
    AdditionalDataSources: dict[str, str]
    PublishingOptions: DQResultsPublishingOptions
    AdditionalOptions: dict[str, str]
    StopJobOnFailureOptions: DQStopJobOnFailureOptions


class _EvaluationMetricsRequired(TypedDict):
    TransformType: str


class EvaluationMetrics(_EvaluationMetricsRequired, total=False):
    FindMatchesMetrics: FindMatchesMetrics


class _EventBatchingConditionRequired(TypedDict):
    BatchSize: int


class EventBatchingCondition(_EventBatchingConditionRequired, total=False):
    BatchWindow: int


class ExecutionAttempt(TypedDict, total=False):
    Status: str
    ColumnStatisticsTaskRunId: str
    ExecutionTimestamp: datetime
    ErrorMessage: str


class ExecutionProperty(TypedDict, total=False):
    MaxConcurrentRuns: int


class ExportEncryptionConfiguration(TypedDict, total=False):
    SseAlgorithm: str
    KmsKeyArn: str


class ExportLabelsTaskRunProperties(TypedDict, total=False):
    OutputS3Path: str


class ExtractedParameter(TypedDict, total=False):
    Key: str
    DefaultValue: str
    PropertyLocation: str
    Value: ResponseExtractionMapping


class FederatedCatalog(TypedDict, total=False):
    Identifier: str
    ConnectionName: str
    ConnectionType: str


class FederatedDatabase(TypedDict, total=False):
    Identifier: str
    ConnectionName: str
    ConnectionType: str


class FederatedTable(TypedDict, total=False):
    Identifier: str
    DatabaseIdentifier: str
    ConnectionName: str
    ConnectionType: str


class Field(TypedDict, total=False):
    FieldName: str
    Label: str
    Description: str
    FieldType: str
    IsPrimaryKey: bool
    IsNullable: bool
    IsRetrievable: bool
    IsFilterable: bool
    IsPartitionable: bool
    IsCreateable: bool
    IsUpdateable: bool
    IsUpsertable: bool
    IsDefaultOnCreate: bool
    SupportedValues: list[str]
    SupportedFilterOperators: list[str]
    ParentField: str
    NativeDataType: str
    CustomProperties: dict[str, str]


class _FieldDefinitionRequired(TypedDict):
    Name: str
    FieldDataType: str


class FieldDefinition(_FieldDefinitionRequired, total=False):
    ResponseDateFormat: str
    IsPartitionable: bool
    IsNullable: bool
    IsQueryable: bool
    IsOrderable: bool
    FilterOverrides: FilterOverrides


class _FillMissingValuesRequired(TypedDict):
    Name: str
    Inputs: list[str]
    ImputedPath: str


class FillMissingValues(_FillMissingValuesRequired, total=False):
    FilledPath: str


class Filter(TypedDict):
    Name: str
    Inputs: list[str]
    LogicalOperator: str
    Filters: list[FilterExpression]


class _FilterConfigurationRequired(TypedDict):
    FilterMode: str


class FilterConfiguration(_FilterConfigurationRequired, total=False):
    OperatorMappings: dict[str, str]
    DateTimeFormat: str
    StripQuotes: bool
    BetweenConfiguration: BetweenConfiguration
    FilterStringConfiguration: FilterStringConfiguration


class _FilterExpressionRequired(TypedDict):
    Operation: str
    Values: list[FilterValue]


class FilterExpression(_FilterExpressionRequired, total=False):
    Negated: bool


class FilterOverrides(TypedDict, total=False):
    FieldName: str
    OperatorMappings: dict[str, str]
    BetweenConfiguration: BetweenConfiguration
    DateTimeFormat: str


class _FilterStringConfigurationRequired(TypedDict):
    QueryParameterName: str


class FilterStringConfiguration(_FilterStringConfigurationRequired, total=False):
    QuoteStringValues: bool
    QuoteCharacter: str


class FilterValue(TypedDict):
    Type: str
    Value: list[str]


class FindMatchesMetrics(TypedDict, total=False):
    AreaUnderPRCurve: float
    Precision: float
    Recall: float
    F1: float
    ConfusionMatrix: ConfusionMatrix
    ColumnImportances: list[ColumnImportance]


class FindMatchesParameters(TypedDict, total=False):
    PrimaryKeyColumnName: str
    PrecisionRecallTradeoff: float
    AccuracyCostTradeoff: float
    EnforceProvidedLabels: bool


class FindMatchesTaskRunProperties(TypedDict, total=False):
    JobId: str
    JobName: str
    JobRunId: str


class FormTypeItem(TypedDict, total=False):
    Id: str
    Name: str


class GetAssetRequest(TypedDict):
    Identifier: str


class _GetAssetResponseRequired(TypedDict):
    Id: str
    AssetTypeId: str


class GetAssetResponse(_GetAssetResponseRequired, total=False):
    Name: str
    Description: str
    CreatedAt: datetime
    UpdatedAt: datetime
    GlossaryTerms: list[str]
    Forms: dict[str, AssetFormEntry]
    Attachments: dict[str, AssetFormEntry]
    IterableForms: dict[str, IterableFormEntry]


class GetAssetTypeRequest(TypedDict):
    Identifier: str


class GetAssetTypeResponse(TypedDict, total=False):
    Id: str
    Name: str
    Forms: dict[str, AssetTypeFormOutput]


class _GetBlueprintRequestRequired(TypedDict):
    Name: str


class GetBlueprintRequest(_GetBlueprintRequestRequired, total=False):
    IncludeBlueprint: bool
    IncludeParameterSpec: bool


class GetBlueprintResponse(TypedDict, total=False):
    Blueprint: Blueprint


class GetBlueprintRunRequest(TypedDict):
    BlueprintName: str
    RunId: str


class GetBlueprintRunResponse(TypedDict, total=False):
    BlueprintRun: BlueprintRun


class _GetBlueprintRunsRequestRequired(TypedDict):
    BlueprintName: str


class GetBlueprintRunsRequest(_GetBlueprintRunsRequestRequired, total=False):
    NextToken: str
    MaxResults: int


class GetBlueprintRunsResponse(TypedDict, total=False):
    BlueprintRuns: list[BlueprintRun]
    NextToken: str


class GetCatalogImportStatusRequest(TypedDict, total=False):
    CatalogId: str


class GetCatalogImportStatusResponse(TypedDict, total=False):
    ImportStatus: CatalogImportStatus


class GetCatalogRequest(TypedDict):
    CatalogId: str


class GetCatalogResponse(TypedDict, total=False):
    Catalog: Catalog


class GetCatalogsRequest(TypedDict, total=False):
    ParentCatalogId: str
    NextToken: str
    MaxResults: int
    Recursive: bool
    IncludeRoot: bool
    HasDatabases: bool


class _GetCatalogsResponseRequired(TypedDict):
    CatalogList: list[Catalog]


class GetCatalogsResponse(_GetCatalogsResponseRequired, total=False):
    NextToken: str


class GetClassifierRequest(TypedDict):
    Name: str


class GetClassifierResponse(TypedDict, total=False):
    Classifier: Classifier


class GetClassifiersRequest(TypedDict, total=False):
    MaxResults: int
    NextToken: str


class GetClassifiersResponse(TypedDict, total=False):
    Classifiers: list[Classifier]
    NextToken: str


class _GetColumnStatisticsForPartitionRequestRequired(TypedDict):
    DatabaseName: str
    TableName: str
    PartitionValues: list[str]
    ColumnNames: list[str]


class GetColumnStatisticsForPartitionRequest(_GetColumnStatisticsForPartitionRequestRequired, total=False):
    CatalogId: str


class GetColumnStatisticsForPartitionResponse(TypedDict, total=False):
    ColumnStatisticsList: list[ColumnStatistics]
    Errors: list[ColumnError]


class _GetColumnStatisticsForTableRequestRequired(TypedDict):
    DatabaseName: str
    TableName: str
    ColumnNames: list[str]


class GetColumnStatisticsForTableRequest(_GetColumnStatisticsForTableRequestRequired, total=False):
    CatalogId: str


class GetColumnStatisticsForTableResponse(TypedDict, total=False):
    ColumnStatisticsList: list[ColumnStatistics]
    Errors: list[ColumnError]


class GetColumnStatisticsTaskRunRequest(TypedDict):
    ColumnStatisticsTaskRunId: str


class GetColumnStatisticsTaskRunResponse(TypedDict, total=False):
    ColumnStatisticsTaskRun: ColumnStatisticsTaskRun


class _GetColumnStatisticsTaskRunsRequestRequired(TypedDict):
    DatabaseName: str
    TableName: str


class GetColumnStatisticsTaskRunsRequest(_GetColumnStatisticsTaskRunsRequestRequired, total=False):
    MaxResults: int
    NextToken: str
    CatalogID: str


class GetColumnStatisticsTaskRunsResponse(TypedDict, total=False):
    ColumnStatisticsTaskRuns: list[ColumnStatisticsTaskRun]
    NextToken: str


class _GetColumnStatisticsTaskSettingsRequestRequired(TypedDict):
    DatabaseName: str
    TableName: str


class GetColumnStatisticsTaskSettingsRequest(_GetColumnStatisticsTaskSettingsRequestRequired, total=False):
    CatalogID: str


class GetColumnStatisticsTaskSettingsResponse(TypedDict, total=False):
    ColumnStatisticsTaskSettings: ColumnStatisticsTaskSettings


class _GetConnectionRequestRequired(TypedDict):
    Name: str


class GetConnectionRequest(_GetConnectionRequestRequired, total=False):
    CatalogId: str
    HidePassword: bool
    ApplyOverrideForComputeEnvironment: str


class GetConnectionResponse(TypedDict, total=False):
    Connection: Connection


class GetConnectionsFilter(TypedDict, total=False):
    MatchCriteria: list[str]
    ConnectionType: str
    ConnectionSchemaVersion: int


class GetConnectionsRequest(TypedDict, total=False):
    CatalogId: str
    Filter: GetConnectionsFilter
    HidePassword: bool
    NextToken: str
    MaxResults: int


class GetConnectionsResponse(TypedDict, total=False):
    ConnectionList: list[Connection]
    NextToken: str


class GetCrawlerMetricsRequest(TypedDict, total=False):
    CrawlerNameList: list[str]
    MaxResults: int
    NextToken: str


class GetCrawlerMetricsResponse(TypedDict, total=False):
    CrawlerMetricsList: list[CrawlerMetrics]
    NextToken: str


class GetCrawlerRequest(TypedDict):
    Name: str


class GetCrawlerResponse(TypedDict, total=False):
    Crawler: Crawler


class GetCrawlersRequest(TypedDict, total=False):
    MaxResults: int
    NextToken: str


class GetCrawlersResponse(TypedDict, total=False):
    Crawlers: list[Crawler]
    NextToken: str


class GetCustomEntityTypeRequest(TypedDict):
    Name: str


class GetCustomEntityTypeResponse(TypedDict, total=False):
    Name: str
    RegexString: str
    ContextWords: list[str]


class _GetDashboardUrlRequestRequired(TypedDict):
    ResourceId: str
    ResourceType: str


class GetDashboardUrlRequest(_GetDashboardUrlRequestRequired, total=False):
    RequestOrigin: str


class GetDashboardUrlResponse(TypedDict):
    Url: str


class GetDataCatalogEncryptionSettingsRequest(TypedDict, total=False):
    CatalogId: str


class GetDataCatalogEncryptionSettingsResponse(TypedDict, total=False):
    DataCatalogEncryptionSettings: DataCatalogEncryptionSettings


class GetDataCatalogExportConfigurationRequest(TypedDict, total=False):
    pass


class GetDataCatalogExportConfigurationResponse(TypedDict, total=False):
    CreatedAt: datetime
    UpdatedAt: datetime
    S3TablesConfiguration: S3TablesConfigurationResult
    Assets: AssetsExportResult


class GetDataQualityEvaluationConfigRequest(TypedDict):
    Name: str


class GetDataQualityEvaluationConfigResponse(TypedDict, total=False):
    Name: str
    EvaluationRunMode: str
    CreatedOn: datetime
    LastModifiedOn: datetime
    Level: str
    DataSource: DataQualityEvaluationConfigDataSource
    RulesetName: str
    ManagedRulesetName: str
    Triggers: list[str]
    ScheduleExpression: str
    StartAt: datetime
    EndAt: datetime
    PauseRuns: bool
    Role: str
    NumberOfWorkers: int
    Timeout: int
    AdditionalRunOptions: DataQualityEvaluationConfigAdditionalRunOptions
    AdditionalDataSources: dict[str, DataSource]


class _GetDataQualityModelRequestRequired(TypedDict):
    ProfileId: str


class GetDataQualityModelRequest(_GetDataQualityModelRequestRequired, total=False):
    StatisticId: str


class GetDataQualityModelResponse(TypedDict, total=False):
    Status: str
    StartedOn: datetime
    CompletedOn: datetime
    FailureReason: str


class GetDataQualityModelResultRequest(TypedDict):
    StatisticId: str
    ProfileId: str


class GetDataQualityModelResultResponse(TypedDict, total=False):
    CompletedOn: datetime
    Model: list[StatisticModelResult]


class GetDataQualityResultRequest(TypedDict):
    ResultId: str


class GetDataQualityResultResponse(TypedDict, total=False):
    ResultId: str
    EvaluationRunMode: str
    DataQualityEvaluationConfig: str
    ProfileId: str
    Score: float
    DataSource: DataSource
    RulesetName: str
    EvaluationContext: str
    StartedOn: datetime
    CompletedOn: datetime
    JobName: str
    JobRunId: str
    RulesetEvaluationRunId: str
    RuleResults: list[DataQualityRuleResult]
    AnalyzerResults: list[DataQualityAnalyzerResult]
    Observations: list[DataQualityObservation]
    AggregatedMetrics: DataQualityAggregatedMetrics


class GetDataQualityResultV2Request(TypedDict):
    ResultId: str


class GetDataQualityResultV2Response(TypedDict, total=False):
    ResultId: str
    EvaluationRunMode: str
    DataQualityEvaluationConfig: str
    DataSource: DataSource
    ProfileId: str
    Dimensions: dict[str, str]
    Tags: dict[str, str]
    ExecutionStartedOn: datetime
    ExecutionCompletedOn: datetime
    ResultPublishedOn: datetime
    Score: float
    RuleResults: list[DataQualityRuleResult]
    AnalyzerResults: list[DataQualityAnalyzerResult]
    Observations: list[DataQualityObservation]
    EvaluationContext: str
    Descriptors: dict[str, str]
    AggregatedMetrics: DataQualityAggregatedMetrics
    RulesetName: str


class GetDataQualityRuleRecommendationRunRequest(TypedDict):
    RunId: str


class GetDataQualityRuleRecommendationRunResponse(TypedDict, total=False):
    RunId: str
    DataSource: DataSource
    Role: str
    NumberOfWorkers: int
    Timeout: int
    Status: str
    ErrorString: str
    StartedOn: datetime
    LastModifiedOn: datetime
    CompletedOn: datetime
    ExecutionTime: int
    RecommendedRuleset: str
    CreatedRulesetName: str
    DataQualitySecurityConfiguration: str
    AdditionalRunOptions: DataQualityRuleRecommendationRunAdditionalRunOptions
    RecommendationMode: str


class GetDataQualityRulesetEvaluationRunRequest(TypedDict):
    RunId: str


class GetDataQualityRulesetEvaluationRunResponse(TypedDict, total=False):
    RunId: str
    DataSource: DataSource
    Role: str
    NumberOfWorkers: int
    Timeout: int
    AdditionalRunOptions: DataQualityEvaluationRunAdditionalRunOptions
    Status: str
    ErrorString: str
    StartedOn: datetime
    LastModifiedOn: datetime
    CompletedOn: datetime
    ExecutionTime: int
    RulesetNames: list[str]
    ResultIds: list[str]
    AdditionalDataSources: dict[str, DataSource]


class GetDataQualityRulesetRequest(TypedDict):
    Name: str


class GetDataQualityRulesetResponse(TypedDict, total=False):
    Name: str
    Description: str
    Ruleset: str
    TargetTable: DataQualityTargetTable
    CreatedOn: datetime
    LastModifiedOn: datetime
    RecommendationRunId: str
    DataQualitySecurityConfiguration: str


class _GetDatabaseRequestRequired(TypedDict):
    Name: str


class GetDatabaseRequest(_GetDatabaseRequestRequired, total=False):
    CatalogId: str


class GetDatabaseResponse(TypedDict, total=False):
    Database: Database


class GetDatabasesRequest(TypedDict, total=False):
    CatalogId: str
    NextToken: str
    MaxResults: int
    ResourceShareType: str
    AttributesToGet: list[str]


class _GetDatabasesResponseRequired(TypedDict):
    DatabaseList: list[Database]


class GetDatabasesResponse(_GetDatabasesResponseRequired, total=False):
    NextToken: str


class GetDataflowGraphRequest(TypedDict, total=False):
    PythonScript: str


class GetDataflowGraphResponse(TypedDict, total=False):
    DagNodes: list[CodeGenNode]
    DagEdges: list[CodeGenEdge]


class GetDevEndpointRequest(TypedDict):
    EndpointName: str


class GetDevEndpointResponse(TypedDict, total=False):
    DevEndpoint: DevEndpoint


class GetDevEndpointsRequest(TypedDict, total=False):
    MaxResults: int
    NextToken: str


class GetDevEndpointsResponse(TypedDict, total=False):
    DevEndpoints: list[DevEndpoint]
    NextToken: str


class _GetEntityRecordsRequestRequired(TypedDict):
    EntityName: str
    Limit: int


class GetEntityRecordsRequest(_GetEntityRecordsRequestRequired, total=False):
    ConnectionName: str
    CatalogId: str
    NextToken: str
    DataStoreApiVersion: str
    ConnectionOptions: dict[str, str]
    FilterPredicate: str
    OrderBy: str
    SelectedFields: list[str]


class GetEntityRecordsResponse(TypedDict, total=False):
    Records: list[object]
    NextToken: str


class GetFormTypeRequest(TypedDict):
    Identifier: str


class GetFormTypeResponse(TypedDict, total=False):
    Id: str
    Name: str
    Schema: str


class GetGlossaryRequest(TypedDict):
    Identifier: str


class GetGlossaryResponse(TypedDict, total=False):
    Id: str
    Name: str
    Description: str


class GetGlossaryTermRequest(TypedDict):
    Identifier: str


class GetGlossaryTermResponse(TypedDict, total=False):
    Id: str
    GlossaryId: str
    Name: str
    ShortDescription: str
    LongDescription: str


class GetGlueIdentityCenterConfigurationRequest(TypedDict, total=False):
    pass


class GetGlueIdentityCenterConfigurationResponse(TypedDict, total=False):
    ApplicationArn: str
    InstanceArn: str
    Scopes: list[str]
    UserBackgroundSessionsEnabled: bool


class GetIntegrationResourcePropertyRequest(TypedDict):
    ResourceArn: str


class GetIntegrationResourcePropertyResponse(TypedDict, total=False):
    ResourceArn: str
    ResourcePropertyArn: str
    SourceProcessingProperties: SourceProcessingProperties
    TargetProcessingProperties: TargetProcessingProperties


class GetIntegrationTablePropertiesRequest(TypedDict):
    ResourceArn: str
    TableName: str


class GetIntegrationTablePropertiesResponse(TypedDict, total=False):
    ResourceArn: str
    TableName: str
    SourceTableConfig: SourceTableConfig
    TargetTableConfig: TargetTableConfig


class _GetJobBookmarkRequestRequired(TypedDict):
    JobName: str


class GetJobBookmarkRequest(_GetJobBookmarkRequestRequired, total=False):
    RunId: str


class GetJobBookmarkResponse(TypedDict, total=False):
    JobBookmarkEntry: JobBookmarkEntry


class GetJobRequest(TypedDict):
    JobName: str


class GetJobResponse(TypedDict, total=False):
    Job: Job


class _GetJobRunRequestRequired(TypedDict):
    JobName: str
    RunId: str


class GetJobRunRequest(_GetJobRunRequestRequired, total=False):
    PredecessorsIncluded: bool


class GetJobRunResponse(TypedDict, total=False):
    JobRun: JobRun


class _GetJobRunsRequestRequired(TypedDict):
    JobName: str


class GetJobRunsRequest(_GetJobRunsRequestRequired, total=False):
    NextToken: str
    MaxResults: int


class GetJobRunsResponse(TypedDict, total=False):
    JobRuns: list[JobRun]
    NextToken: str


class GetJobUpgradeAnalysisRequest(TypedDict):
    analysisId: str
    jobName: str


class _GetJobUpgradeAnalysisResponseRequired(TypedDict):
    jobName: str
    analysisId: str
    status: str
    targetVersion: str


class GetJobUpgradeAnalysisResponse(_GetJobUpgradeAnalysisResponseRequired, total=False):
    sourceVersion: str
    analysisType: str
    autoUpgradeEvaluationSummary: str
    errorMessage: str
    autoUpgradeEligibilitySummary: str


class GetJobsRequest(TypedDict, total=False):
    NextToken: str
    MaxResults: int


class GetJobsResponse(TypedDict, total=False):
    Jobs: list[Job]
    NextToken: str


class GetMLTaskRunRequest(TypedDict):
    TransformId: str
    TaskRunId: str


class GetMLTaskRunResponse(TypedDict, total=False):
    TransformId: str
    TaskRunId: str
    Status: str
    LogGroupName: str
    Properties: TaskRunProperties
    ErrorString: str
    StartedOn: datetime
    LastModifiedOn: datetime
    CompletedOn: datetime
    ExecutionTime: int


class _GetMLTaskRunsRequestRequired(TypedDict):
    TransformId: str


class GetMLTaskRunsRequest(_GetMLTaskRunsRequestRequired, total=False):
    NextToken: str
    MaxResults: int
    Filter: TaskRunFilterCriteria
    Sort: TaskRunSortCriteria


class GetMLTaskRunsResponse(TypedDict, total=False):
    TaskRuns: list[TaskRun]
    NextToken: str


class GetMLTransformRequest(TypedDict):
    TransformId: str


class GetMLTransformResponse(TypedDict, total=False):
    TransformId: str
    Name: str
    Description: str
    Status: str
    CreatedOn: datetime
    LastModifiedOn: datetime
    InputRecordTables: list[GlueTable]
    Parameters: TransformParameters
    EvaluationMetrics: EvaluationMetrics
    LabelCount: int
    Schema: list[SchemaColumn]
    Role: str
    GlueVersion: str
    MaxCapacity: float
    WorkerType: str
    NumberOfWorkers: int
    Timeout: int
    MaxRetries: int
    TransformEncryption: TransformEncryption


class GetMLTransformsRequest(TypedDict, total=False):
    NextToken: str
    MaxResults: int
    Filter: TransformFilterCriteria
    Sort: TransformSortCriteria


class _GetMLTransformsResponseRequired(TypedDict):
    Transforms: list[MLTransform]


class GetMLTransformsResponse(_GetMLTransformsResponseRequired, total=False):
    NextToken: str


class _GetMappingRequestRequired(TypedDict):
    Source: CatalogEntry


class GetMappingRequest(_GetMappingRequestRequired, total=False):
    Sinks: list[CatalogEntry]
    Location: Location


class GetMappingResponse(TypedDict):
    Mapping: list[MappingEntry]


class GetMaterializedViewRefreshTaskRunRequest(TypedDict):
    CatalogId: str
    MaterializedViewRefreshTaskRunId: str


class GetMaterializedViewRefreshTaskRunResponse(TypedDict, total=False):
    MaterializedViewRefreshTaskRun: MaterializedViewRefreshTaskRun


class _GetPartitionIndexesRequestRequired(TypedDict):
    DatabaseName: str
    TableName: str


class GetPartitionIndexesRequest(_GetPartitionIndexesRequestRequired, total=False):
    CatalogId: str
    NextToken: str


class GetPartitionIndexesResponse(TypedDict, total=False):
    PartitionIndexDescriptorList: list[PartitionIndexDescriptor]
    NextToken: str


class _GetPartitionRequestRequired(TypedDict):
    DatabaseName: str
    TableName: str
    PartitionValues: list[str]


class GetPartitionRequest(_GetPartitionRequestRequired, total=False):
    CatalogId: str
    AuditContext: AuditContext


class GetPartitionResponse(TypedDict, total=False):
    Partition: Partition


class _GetPartitionsRequestRequired(TypedDict):
    DatabaseName: str
    TableName: str


class GetPartitionsRequest(_GetPartitionsRequestRequired, total=False):
    CatalogId: str
    Expression: str
    NextToken: str
    Segment: Segment
    MaxResults: int
    ExcludeColumnSchema: bool
    TransactionId: str
    QueryAsOfTime: datetime
    AuditContext: AuditContext


class GetPartitionsResponse(TypedDict, total=False):
    Partitions: list[Partition]
    NextToken: str


class _GetPlanRequestRequired(TypedDict):
    Mapping: list[MappingEntry]
    Source: CatalogEntry


class GetPlanRequest(_GetPlanRequestRequired, total=False):
    Sinks: list[CatalogEntry]
    Location: Location
    Language: str
    AdditionalPlanOptionsMap: dict[str, str]


class GetPlanResponse(TypedDict, total=False):
    PythonScript: str
    ScalaCode: str


class GetRegistryRequest(TypedDict):
    RegistryId: RegistryId


class GetRegistryResponse(TypedDict, total=False):
    RegistryName: str
    RegistryArn: str
    Description: str
    Status: str
    CreatedTime: str
    UpdatedTime: str


class GetResourcePoliciesRequest(TypedDict, total=False):
    NextToken: str
    MaxResults: int


class GetResourcePoliciesResponse(TypedDict, total=False):
    GetResourcePoliciesResponseList: list[GluePolicy]
    NextToken: str


class GetResourcePolicyRequest(TypedDict, total=False):
    ResourceArn: str


class GetResourcePolicyResponse(TypedDict, total=False):
    PolicyInJson: str
    PolicyHash: str
    CreateTime: datetime
    UpdateTime: datetime


class GetSchemaByDefinitionRequest(TypedDict):
    SchemaId: SchemaId
    SchemaDefinition: str


class GetSchemaByDefinitionResponse(TypedDict, total=False):
    SchemaVersionId: str
    SchemaArn: str
    DataFormat: str
    Status: str
    CreatedTime: str


class GetSchemaRequest(TypedDict):
    SchemaId: SchemaId


class GetSchemaResponse(TypedDict, total=False):
    RegistryName: str
    RegistryArn: str
    SchemaName: str
    SchemaArn: str
    Description: str
    DataFormat: str
    Compatibility: str
    SchemaCheckpoint: int
    LatestSchemaVersion: int
    NextSchemaVersion: int
    SchemaStatus: str
    CreatedTime: str
    UpdatedTime: str


class GetSchemaVersionRequest(TypedDict, total=False):
    SchemaId: SchemaId
    SchemaVersionId: str
    SchemaVersionNumber: SchemaVersionNumber


class GetSchemaVersionResponse(TypedDict, total=False):
    SchemaVersionId: str
    SchemaDefinition: str
    DataFormat: str
    SchemaArn: str
    VersionNumber: int
    Status: str
    CreatedTime: str


class GetSchemaVersionsDiffRequest(TypedDict):
    SchemaId: SchemaId
    FirstSchemaVersionNumber: SchemaVersionNumber
    SecondSchemaVersionNumber: SchemaVersionNumber
    SchemaDiffType: str


class GetSchemaVersionsDiffResponse(TypedDict, total=False):
    Diff: str


class GetSecurityConfigurationRequest(TypedDict):
    Name: str


class GetSecurityConfigurationResponse(TypedDict, total=False):
    SecurityConfiguration: SecurityConfiguration


class GetSecurityConfigurationsRequest(TypedDict, total=False):
    MaxResults: int
    NextToken: str


class GetSecurityConfigurationsResponse(TypedDict, total=False):
    SecurityConfigurations: list[SecurityConfiguration]
    NextToken: str


class GetSessionEndpointRequest(TypedDict):
    SessionId: str


class GetSessionEndpointResponse(TypedDict):
    SparkConnect: SessionEndpoint


class _GetSessionRequestRequired(TypedDict):
    Id: str


class GetSessionRequest(_GetSessionRequestRequired, total=False):
    RequestOrigin: str


class GetSessionResponse(TypedDict, total=False):
    Session: Session


class _GetStatementRequestRequired(TypedDict):
    SessionId: str
    Id: int


class GetStatementRequest(_GetStatementRequestRequired, total=False):
    RequestOrigin: str


class GetStatementResponse(TypedDict, total=False):
    Statement: Statement


class GetSystemLogsForJobRunRequest(TypedDict):
    JobName: str
    RunId: str


class GetSystemLogsForJobRunResponse(TypedDict, total=False):
    SystemLogsUrl: str


class GetSystemLogsForSessionRequest(TypedDict):
    Id: str


class GetSystemLogsForSessionResponse(TypedDict, total=False):
    SystemLogsUrl: str


class GetTableOptimizerRequest(TypedDict):
    CatalogId: str
    DatabaseName: str
    TableName: str
    Type: str


class GetTableOptimizerResponse(TypedDict, total=False):
    CatalogId: str
    DatabaseName: str
    TableName: str
    TableOptimizer: TableOptimizer


class _GetTableRequestRequired(TypedDict):
    DatabaseName: str
    Name: str


class GetTableRequest(_GetTableRequestRequired, total=False):
    CatalogId: str
    TransactionId: str
    QueryAsOfTime: datetime
    AuditContext: AuditContext
    IncludeStatusDetails: bool
    AttributesToGet: list[str]


class GetTableResponse(TypedDict, total=False):
    Table: Table


class _GetTableVersionRequestRequired(TypedDict):
    DatabaseName: str
    TableName: str


class GetTableVersionRequest(_GetTableVersionRequestRequired, total=False):
    CatalogId: str
    VersionId: str
    AuditContext: AuditContext


class GetTableVersionResponse(TypedDict, total=False):
    TableVersion: TableVersion


class _GetTableVersionsRequestRequired(TypedDict):
    DatabaseName: str
    TableName: str


class GetTableVersionsRequest(_GetTableVersionsRequestRequired, total=False):
    CatalogId: str
    NextToken: str
    MaxResults: int
    AuditContext: AuditContext


class GetTableVersionsResponse(TypedDict, total=False):
    TableVersions: list[TableVersion]
    NextToken: str


class _GetTablesRequestRequired(TypedDict):
    DatabaseName: str


class GetTablesRequest(_GetTablesRequestRequired, total=False):
    CatalogId: str
    Expression: str
    NextToken: str
    MaxResults: int
    TransactionId: str
    QueryAsOfTime: datetime
    AuditContext: AuditContext
    ResourceShareType: str
    IncludeStatusDetails: bool
    AttributesToGet: list[str]


class GetTablesResponse(TypedDict, total=False):
    TableList: list[Table]
    NextToken: str


class GetTagsRequest(TypedDict):
    ResourceArn: str


class GetTagsResponse(TypedDict, total=False):
    Tags: dict[str, str]


class GetTriggerRequest(TypedDict):
    Name: str


class GetTriggerResponse(TypedDict, total=False):
    Trigger: Trigger


class GetTriggersRequest(TypedDict, total=False):
    NextToken: str
    DependentJobName: str
    MaxResults: int


class GetTriggersResponse(TypedDict, total=False):
    Triggers: list[Trigger]
    NextToken: str


class _GetUnfilteredPartitionMetadataRequestRequired(TypedDict):
    CatalogId: str
    DatabaseName: str
    TableName: str
    PartitionValues: list[str]
    SupportedPermissionTypes: list[str]


class GetUnfilteredPartitionMetadataRequest(_GetUnfilteredPartitionMetadataRequestRequired, total=False):
    Region: str
    AuditContext: AuditContext
    QuerySessionContext: QuerySessionContext


class GetUnfilteredPartitionMetadataResponse(TypedDict, total=False):
    Partition: Partition
    AuthorizedColumns: list[str]
    IsRegisteredWithLakeFormation: bool


class _GetUnfilteredPartitionsMetadataRequestRequired(TypedDict):
    CatalogId: str
    DatabaseName: str
    TableName: str
    SupportedPermissionTypes: list[str]


class GetUnfilteredPartitionsMetadataRequest(_GetUnfilteredPartitionsMetadataRequestRequired, total=False):
    Region: str
    Expression: str
    AuditContext: AuditContext
    NextToken: str
    Segment: Segment
    MaxResults: int
    QuerySessionContext: QuerySessionContext


class GetUnfilteredPartitionsMetadataResponse(TypedDict, total=False):
    UnfilteredPartitions: list[UnfilteredPartition]
    NextToken: str


class _GetUnfilteredTableMetadataRequestRequired(TypedDict):
    CatalogId: str
    DatabaseName: str
    Name: str
    SupportedPermissionTypes: list[str]


class GetUnfilteredTableMetadataRequest(_GetUnfilteredTableMetadataRequestRequired, total=False):
    Region: str
    AuditContext: AuditContext
    ParentResourceArn: str
    RootResourceArn: str
    SupportedDialect: SupportedDialect
    Permissions: list[str]
    QuerySessionContext: QuerySessionContext


class GetUnfilteredTableMetadataResponse(TypedDict, total=False):
    Table: Table
    AuthorizedColumns: list[str]
    IsRegisteredWithLakeFormation: bool
    CellFilters: list[ColumnRowFilter]
    QueryAuthorizationId: str
    IsMultiDialectView: bool
    IsMaterializedView: bool
    ResourceArn: str
    IsProtected: bool
    Permissions: list[str]
    RowFilter: str


class GetUsageProfileRequest(TypedDict):
    Name: str


class GetUsageProfileResponse(TypedDict, total=False):
    Name: str
    Description: str
    Configuration: ProfileConfiguration
    CreatedOn: datetime
    LastModifiedOn: datetime


class _GetUserDefinedFunctionRequestRequired(TypedDict):
    DatabaseName: str
    FunctionName: str


class GetUserDefinedFunctionRequest(_GetUserDefinedFunctionRequestRequired, total=False):
    CatalogId: str


class GetUserDefinedFunctionResponse(TypedDict, total=False):
    UserDefinedFunction: UserDefinedFunction


class _GetUserDefinedFunctionsRequestRequired(TypedDict):
    Pattern: str


class GetUserDefinedFunctionsRequest(_GetUserDefinedFunctionsRequestRequired, total=False):
    CatalogId: str
    DatabaseName: str
    FunctionType: str
    NextToken: str
    MaxResults: int


class GetUserDefinedFunctionsResponse(TypedDict, total=False):
    UserDefinedFunctions: list[UserDefinedFunction]
    NextToken: str


class _GetWorkflowRequestRequired(TypedDict):
    Name: str


class GetWorkflowRequest(_GetWorkflowRequestRequired, total=False):
    IncludeGraph: bool


class GetWorkflowResponse(TypedDict, total=False):
    Workflow: Workflow


class GetWorkflowRunPropertiesRequest(TypedDict):
    Name: str
    RunId: str


class GetWorkflowRunPropertiesResponse(TypedDict, total=False):
    RunProperties: dict[str, str]


class _GetWorkflowRunRequestRequired(TypedDict):
    Name: str
    RunId: str


class GetWorkflowRunRequest(_GetWorkflowRunRequestRequired, total=False):
    IncludeGraph: bool


class GetWorkflowRunResponse(TypedDict, total=False):
    Run: WorkflowRun


class _GetWorkflowRunsRequestRequired(TypedDict):
    Name: str


class GetWorkflowRunsRequest(_GetWorkflowRunsRequestRequired, total=False):
    IncludeGraph: bool
    NextToken: str
    MaxResults: int


class GetWorkflowRunsResponse(TypedDict, total=False):
    Runs: list[WorkflowRun]
    NextToken: str


class GlossaryItem(TypedDict, total=False):
    Id: str
    Name: str
    Description: str


class GlossaryTermItem(TypedDict, total=False):
    Id: str
    Name: str
    ShortDescription: str


class GluePolicy(TypedDict, total=False):
    PolicyInJson: str
    PolicyHash: str
    CreateTime: datetime
    UpdateTime: datetime


class GlueSchema(TypedDict, total=False):
    Columns: list[GlueStudioSchemaColumn]


class _GlueStudioSchemaColumnRequired(TypedDict):
    Name: str


class GlueStudioSchemaColumn(_GlueStudioSchemaColumnRequired, total=False):
    Type: str
    GlueStudioType: str


class _GlueTableRequired(TypedDict):
    DatabaseName: str
    TableName: str


class GlueTable(_GlueTableRequired, total=False):
    CatalogId: str
    ConnectionName: str
    AdditionalOptions: dict[str, str]


class _GovernedCatalogSourceRequired(TypedDict):
    Name: str
    Database: str
    Table: str


class GovernedCatalogSource(_GovernedCatalogSourceRequired, total=False):
    PartitionPredicate: str
    AdditionalOptions: S3SourceAdditionalOptions


class _GovernedCatalogTargetRequired(TypedDict):
    Name: str
    Inputs: list[str]
    Table: str
    Database: str


class GovernedCatalogTarget(_GovernedCatalogTargetRequired, total=False):
    PartitionKeys: list[list[str]]
    SchemaChangePolicy: CatalogSchemaChangePolicy


class _GrokClassifierRequired(TypedDict):
    Name: str
    Classification: str
    GrokPattern: str


class GrokClassifier(_GrokClassifierRequired, total=False):
    CreationTime: datetime
    LastUpdated: datetime
    Version: int
    CustomPatterns: str


class GroupFilters(TypedDict):
    GroupName: str
    Filters: list[FilterExpression]
    LogicalOperator: str


class HudiTarget(TypedDict, total=False):
    Paths: list[str]
    ConnectionName: str
    Exclusions: list[str]
    MaximumTraversalDepth: int


class IcebergCompactionConfiguration(TypedDict, total=False):
    strategy: str
    minInputFiles: int
    deleteFileThreshold: int


class IcebergCompactionMetrics(TypedDict, total=False):
    NumberOfBytesCompacted: int
    NumberOfFilesCompacted: int
    DpuHours: float
    NumberOfDpus: int
    JobDurationInHour: float


class IcebergDocument(TypedDict, total=False):
    pass


class _IcebergEncryptedKeyRequired(TypedDict):
    KeyId: str
    EncryptedKeyMetadata: str


class IcebergEncryptedKey(_IcebergEncryptedKeyRequired, total=False):
    EncryptedById: str
    Properties: dict[str, str]


class _IcebergInputRequired(TypedDict):
    MetadataOperation: str


class IcebergInput(_IcebergInputRequired, total=False):
    Version: str
    CreateIcebergTableInput: CreateIcebergTableInput


class IcebergOptimizationProperties(TypedDict, total=False):
    RoleArn: str
    Compaction: dict[str, str]
    Retention: dict[str, str]
    OrphanFileDeletion: dict[str, str]


class IcebergOptimizationPropertiesOutput(TypedDict, total=False):
    RoleArn: str
    Compaction: dict[str, str]
    Retention: dict[str, str]
    OrphanFileDeletion: dict[str, str]
    LastUpdatedTime: datetime


class IcebergOrphanFileDeletionConfiguration(TypedDict, total=False):
    orphanFileRetentionPeriodInDays: int
    location: str
    runRateInHours: int


class IcebergOrphanFileDeletionMetrics(TypedDict, total=False):
    NumberOfOrphanFilesDeleted: int
    DpuHours: float
    NumberOfDpus: int
    JobDurationInHour: float


class _IcebergPartitionFieldRequired(TypedDict):
    SourceId: int
    Transform: str
    Name: str


class IcebergPartitionField(_IcebergPartitionFieldRequired, total=False):
    FieldId: int


class _IcebergPartitionSpecRequired(TypedDict):
    Fields: list[IcebergPartitionField]


class IcebergPartitionSpec(_IcebergPartitionSpecRequired, total=False):
    SpecId: int


class IcebergRetentionConfiguration(TypedDict, total=False):
    snapshotRetentionPeriodInDays: int
    numberOfSnapshotsToRetain: int
    cleanExpiredFiles: bool
    runRateInHours: int


class IcebergRetentionMetrics(TypedDict, total=False):
    NumberOfDataFilesDeleted: int
    NumberOfManifestFilesDeleted: int
    NumberOfManifestListsDeleted: int
    DpuHours: float
    NumberOfDpus: int
    JobDurationInHour: float


class _IcebergSchemaRequired(TypedDict):
    Fields: list[IcebergStructField]


class IcebergSchema(_IcebergSchemaRequired, total=False):
    SchemaId: int
    IdentifierFieldIds: list[int]
    Type: str


class IcebergSortField(TypedDict):
    SourceId: int
    Transform: str
    Direction: str
    NullOrder: str


class IcebergSortOrder(TypedDict):
    OrderId: int
    Fields: list[IcebergSortField]


class _IcebergStructFieldRequired(TypedDict):
    Id: int
    Name: str
    Type: object
    Required: bool


class IcebergStructField(_IcebergStructFieldRequired, total=False):
    Doc: str
    InitialDefault: object
    WriteDefault: object


class IcebergTableMetadata(TypedDict, total=False):
    FormatVersion: str
    TableUuid: str
    Location: str
    Properties: dict[str, str]
    Schemas: list[IcebergSchema]
    CurrentSchemaId: int
    LastColumnId: int
    PartitionSpecs: list[IcebergPartitionSpec]
    DefaultSpecId: int
    LastPartitionId: int
    SortOrders: list[IcebergSortOrder]
    DefaultSortOrderId: int


class _IcebergTableUpdateRequired(TypedDict):
    Schema: IcebergSchema
    Location: str


class IcebergTableUpdate(_IcebergTableUpdateRequired, total=False):
    PartitionSpec: IcebergPartitionSpec
    SortOrder: IcebergSortOrder
    Properties: dict[str, str]
    Action: str
    EncryptionKey: IcebergEncryptedKey
    KeyId: str


class IcebergTarget(TypedDict, total=False):
    Paths: list[str]
    ConnectionName: str
    Exclusions: list[str]
    MaximumTraversalDepth: int


class ImportCatalogToGlueRequest(TypedDict, total=False):
    CatalogId: str


class ImportCatalogToGlueResponse(TypedDict, total=False):
    pass


class ImportLabelsTaskRunProperties(TypedDict, total=False):
    InputS3Path: str
    Replace: bool


class _InboundIntegrationRequired(TypedDict):
    SourceArn: str
    TargetArn: str
    IntegrationArn: str
    Status: str
    CreateTime: datetime


class InboundIntegration(_InboundIntegrationRequired, total=False):
    IntegrationConfig: IntegrationConfig
    Errors: list[IntegrationError]


class _IntegrationRequired(TypedDict):
    SourceArn: str
    TargetArn: str
    IntegrationName: str
    IntegrationArn: str
    Status: str
    CreateTime: datetime


class Integration(_IntegrationRequired, total=False):
    Description: str
    KmsKeyId: str
    AdditionalEncryptionContext: dict[str, str]
    Tags: list[Tag]
    IntegrationConfig: IntegrationConfig
    Errors: list[IntegrationError]
    DataFilter: str


class IntegrationConfig(TypedDict, total=False):
    RefreshInterval: str
    SourceProperties: dict[str, str]
    ContinuousSync: bool
    TargetNamespace: str


class IntegrationError(TypedDict, total=False):
    ErrorCode: str
    ErrorMessage: str


class IntegrationFilter(TypedDict, total=False):
    Name: str
    Values: list[str]


class IntegrationPartition(TypedDict, total=False):
    FieldName: str
    FunctionSpec: str
    ConversionSpec: str


class _IntegrationResourcePropertyRequired(TypedDict):
    ResourceArn: str


class IntegrationResourceProperty(_IntegrationResourcePropertyRequired, total=False):
    ResourcePropertyArn: str
    SourceProcessingProperties: SourceProcessingProperties
    TargetProcessingProperties: TargetProcessingProperties


class IntegrationResourcePropertyFilter(TypedDict, total=False):
    Name: str
    Values: list[str]


class _IntegrationTablePropertiesRequired(TypedDict):
    ResourceArn: str
    TableName: str


class IntegrationTableProperties(_IntegrationTablePropertiesRequired, total=False):
    SourceTableConfig: SourceTableConfig
    TargetTableConfig: TargetTableConfig


class IntegrationTablePropertiesFilter(TypedDict, total=False):
    Name: str
    Values: list[str]


class ItemError(TypedDict, total=False):
    ItemIdentifier: str
    Code: str
    Message: str


class IterableFormEntry(TypedDict, total=False):
    FormTypeId: str


class IterableFormItem(TypedDict, total=False):
    ItemId: str
    ItemName: str
    GlossaryTerms: list[str]
    Forms: dict[str, AssetFormEntry]
    Attachments: dict[str, AssetFormEntry]


class IterableFormListItem(TypedDict, total=False):
    ItemId: str
    ItemName: str
    Description: str
    GlossaryTerms: list[str]


class JDBCConnectorOptions(TypedDict, total=False):
    FilterPredicate: str
    PartitionColumn: str
    LowerBound: int
    UpperBound: int
    NumPartitions: int
    JobBookmarkKeys: list[str]
    JobBookmarkKeysSortOrder: str
    DataTypeMapping: dict[str, str]


class _JDBCConnectorSourceRequired(TypedDict):
    Name: str
    ConnectionName: str
    ConnectorName: str
    ConnectionType: str


class JDBCConnectorSource(_JDBCConnectorSourceRequired, total=False):
    AdditionalOptions: JDBCConnectorOptions
    ConnectionTable: str
    Query: str
    OutputSchemas: list[GlueSchema]


class _JDBCConnectorTargetRequired(TypedDict):
    Name: str
    Inputs: list[str]
    ConnectionName: str
    ConnectionTable: str
    ConnectorName: str
    ConnectionType: str


class JDBCConnectorTarget(_JDBCConnectorTargetRequired, total=False):
    AdditionalOptions: dict[str, str]
    OutputSchemas: list[GlueSchema]


class JWTBearerProperties(TypedDict, total=False):
    TokenUrl: ConnectorProperty
    RequestMethod: str
    ContentType: str
    JwtToken: ConnectorProperty
    TokenUrlParameters: list[ConnectorProperty]


class JdbcTarget(TypedDict, total=False):
    ConnectionName: str
    Path: str
    Exclusions: list[str]
    EnableAdditionalMetadata: list[str]


class Job(TypedDict, total=False):
    Name: str
    JobMode: str
    JobRunQueuingEnabled: bool
    Description: str
    LogUri: str
    Role: str
    CreatedOn: datetime
    LastModifiedOn: datetime
    ExecutionProperty: ExecutionProperty
    Command: JobCommand
    DefaultArguments: dict[str, str]
    NonOverridableArguments: dict[str, str]
    Connections: ConnectionsList
    MaxRetries: int
    AllocatedCapacity: int
    Timeout: int
    MaxCapacity: float
    WorkerType: str
    NumberOfWorkers: int
    SecurityConfiguration: str
    NotificationProperty: NotificationProperty
    GlueVersion: str
    CodeGenConfigurationNodes: dict[str, CodeGenConfigurationNode]
    ExecutionClass: str
    SourceControlDetails: SourceControlDetails
    MaintenanceWindow: str
    ProfileName: str
    AutoUpgradeMetadata: AutoUpgradeMetadata


class JobBookmarkEntry(TypedDict, total=False):
    JobName: str
    Version: int
    Run: int
    Attempt: int
    PreviousRunId: str
    RunId: str
    JobBookmark: str


class JobBookmarksEncryption(TypedDict, total=False):
    JobBookmarksEncryptionMode: str
    KmsKeyArn: str


class JobCommand(TypedDict, total=False):
    Name: str
    ScriptLocation: str
    PythonVersion: str
    Runtime: str


class JobNodeDetails(TypedDict, total=False):
    JobRuns: list[JobRun]


class JobRun(TypedDict, total=False):
    Id: str
    Attempt: int
    PreviousRunId: str
    TriggerName: str
    JobName: str
    JobMode: str
    JobRunQueuingEnabled: bool
    StartedOn: datetime
    LastModifiedOn: datetime
    CompletedOn: datetime
    JobRunState: str
    Arguments: dict[str, str]
    ErrorMessage: str
    PredecessorRuns: list[Predecessor]
    AllocatedCapacity: int
    ExecutionTime: int
    Timeout: int
    MaxCapacity: float
    WorkerType: str
    NumberOfWorkers: int
    SecurityConfiguration: str
    LogGroupName: str
    NotificationProperty: NotificationProperty
    GlueVersion: str
    DPUSeconds: float
    ExecutionClass: str
    MaintenanceWindow: str
    ProfileName: str
    StateDetail: str
    ExecutionRoleSessionPolicy: str


class JobUpdate(TypedDict, total=False):
    JobMode: str
    JobRunQueuingEnabled: bool
    Description: str
    LogUri: str
    Role: str
    ExecutionProperty: ExecutionProperty
    Command: JobCommand
    DefaultArguments: dict[str, str]
    NonOverridableArguments: dict[str, str]
    Connections: ConnectionsList
    MaxRetries: int
    AllocatedCapacity: int
    Timeout: int
    MaxCapacity: float
    WorkerType: str
    NumberOfWorkers: int
    SecurityConfiguration: str
    NotificationProperty: NotificationProperty
    GlueVersion: str
    CodeGenConfigurationNodes: dict[str, CodeGenConfigurationNode]
    ExecutionClass: str
    SourceControlDetails: SourceControlDetails
    MaintenanceWindow: str


class Join(TypedDict):
    Name: str
    Inputs: list[str]
    JoinType: str
    Columns: list[JoinColumn]


class JoinColumn(TypedDict):
    From: str
    Keys: list[list[str]]


class _JsonClassifierRequired(TypedDict):
    Name: str
    JsonPath: str


class JsonClassifier(_JsonClassifierRequired, total=False):
    CreationTime: datetime
    LastUpdated: datetime
    Version: int


class KafkaStreamingSourceOptions(TypedDict, total=False):
    BootstrapServers: str
    SecurityProtocol: str
    ConnectionName: str
    TopicName: str
    Assign: str
    SubscribePattern: str
    Classification: str
    Delimiter: str
    StartingOffsets: str
    EndingOffsets: str
    PollTimeoutMs: int
    NumRetries: int
    RetryIntervalMs: int
    MaxOffsetsPerTrigger: int
    MinPartitions: int
    IncludeHeaders: bool
    AddRecordTimestamp: str
    EmitConsumerLagMetrics: str
    StartingTimestamp: datetime


class KeySchemaElement(TypedDict):
    Name: str
    Type: str


class KinesisStreamingSourceOptions(TypedDict, total=False):
    EndpointUrl: str
    StreamName: str
    Classification: str
    Delimiter: str
    StartingPosition: str
    MaxFetchTimeInMs: int
    MaxFetchRecordsPerShard: int
    MaxRecordPerRead: int
    AddIdleTimeBetweenReads: bool
    IdleTimeBetweenReadsInMs: int
    DescribeShardInterval: int
    NumRetries: int
    RetryIntervalMs: int
    MaxRetryIntervalMs: int
    AvoidEmptyBatches: bool
    StreamArn: str
    RoleArn: str
    RoleSessionName: str
    AddRecordTimestamp: str
    EmitConsumerLagMetrics: str
    StartingTimestamp: datetime
    FanoutConsumerARN: str


class LabelingSetGenerationTaskRunProperties(TypedDict, total=False):
    OutputS3Path: str


class LakeFormationConfiguration(TypedDict, total=False):
    UseLakeFormationCredentials: bool
    AccountId: str


class LastActiveDefinition(TypedDict, total=False):
    Description: str
    LastModifiedOn: datetime
    ParameterSpec: str
    BlueprintLocation: str
    BlueprintServiceLocation: str


class LastCrawlInfo(TypedDict, total=False):
    Status: str
    ErrorMessage: str
    LogGroup: str
    LogStream: str
    MessagePrefix: str
    StartTime: datetime


class LineageConfiguration(TypedDict, total=False):
    CrawlerLineageSettings: str


class ListAssetTypesRequest(TypedDict, total=False):
    MaxResults: int
    NextToken: str


class ListAssetTypesResponse(TypedDict, total=False):
    Items: list[AssetTypeItem]
    NextToken: str


class ListBlueprintsRequest(TypedDict, total=False):
    NextToken: str
    MaxResults: int
    Tags: dict[str, str]


class ListBlueprintsResponse(TypedDict, total=False):
    Blueprints: list[str]
    NextToken: str


class ListColumnStatisticsTaskRunsRequest(TypedDict, total=False):
    MaxResults: int
    NextToken: str


class ListColumnStatisticsTaskRunsResponse(TypedDict, total=False):
    ColumnStatisticsTaskRunIds: list[str]
    NextToken: str


class ListConnectionTypesRequest(TypedDict, total=False):
    MaxResults: int
    NextToken: str


class ListConnectionTypesResponse(TypedDict, total=False):
    ConnectionTypes: list[ConnectionTypeBrief]
    NextToken: str


class ListCrawlersRequest(TypedDict, total=False):
    MaxResults: int
    NextToken: str
    Tags: dict[str, str]


class ListCrawlersResponse(TypedDict, total=False):
    CrawlerNames: list[str]
    NextToken: str


class _ListCrawlsRequestRequired(TypedDict):
    CrawlerName: str


class ListCrawlsRequest(_ListCrawlsRequestRequired, total=False):
    MaxResults: int
    Filters: list[CrawlsFilter]
    NextToken: str


class ListCrawlsResponse(TypedDict, total=False):
    Crawls: list[CrawlerHistory]
    NextToken: str


class ListCustomEntityTypesRequest(TypedDict, total=False):
    NextToken: str
    MaxResults: int
    Tags: dict[str, str]


class ListCustomEntityTypesResponse(TypedDict, total=False):
    CustomEntityTypes: list[CustomEntityType]
    NextToken: str


class ListDataQualityEvaluationConfigsRequest(TypedDict, total=False):
    Level: str
    MaxResults: int
    NextToken: str


class ListDataQualityEvaluationConfigsResponse(TypedDict, total=False):
    DataQualityEvaluationConfigs: list[DataQualityEvaluationConfigListDetails]
    NextToken: str


class ListDataQualityResultsRequest(TypedDict, total=False):
    Filter: DataQualityResultFilterCriteria
    NextToken: str
    MaxResults: int


class _ListDataQualityResultsResponseRequired(TypedDict):
    Results: list[DataQualityResultDescription]


class ListDataQualityResultsResponse(_ListDataQualityResultsResponseRequired, total=False):
    NextToken: str


class ListDataQualityResultsV2Request(TypedDict, total=False):
    Filter: DataQualityResultsV2FilterCriteria
    NextToken: str
    MaxResults: int


class _ListDataQualityResultsV2ResponseRequired(TypedDict):
    Results: list[DataQualityResultsV2Description]


class ListDataQualityResultsV2Response(_ListDataQualityResultsV2ResponseRequired, total=False):
    NextToken: str


class ListDataQualityRuleRecommendationRunsRequest(TypedDict, total=False):
    Filter: DataQualityRuleRecommendationRunFilter
    NextToken: str
    MaxResults: int
    Tags: dict[str, str]


class ListDataQualityRuleRecommendationRunsResponse(TypedDict, total=False):
    Runs: list[DataQualityRuleRecommendationRunDescription]
    NextToken: str


class ListDataQualityRulesetEvaluationRunsRequest(TypedDict, total=False):
    Filter: DataQualityRulesetEvaluationRunFilter
    NextToken: str
    MaxResults: int


class ListDataQualityRulesetEvaluationRunsResponse(TypedDict, total=False):
    Runs: list[DataQualityRulesetEvaluationRunDescription]
    NextToken: str


class ListDataQualityRulesetsRequest(TypedDict, total=False):
    NextToken: str
    MaxResults: int
    Filter: DataQualityRulesetFilterCriteria
    Tags: dict[str, str]


class ListDataQualityRulesetsResponse(TypedDict, total=False):
    Rulesets: list[DataQualityRulesetListDetails]
    NextToken: str


class ListDataQualityStatisticAnnotationsRequest(TypedDict, total=False):
    StatisticId: str
    ProfileId: str
    TimestampFilter: TimestampFilter
    MaxResults: int
    NextToken: str


class ListDataQualityStatisticAnnotationsResponse(TypedDict, total=False):
    Annotations: list[StatisticAnnotation]
    NextToken: str


class ListDataQualityStatisticsRequest(TypedDict, total=False):
    StatisticId: str
    ProfileId: str
    TimestampFilter: TimestampFilter
    MaxResults: int
    NextToken: str


class ListDataQualityStatisticsResponse(TypedDict, total=False):
    Statistics: list[StatisticSummary]
    NextToken: str


class ListDevEndpointsRequest(TypedDict, total=False):
    NextToken: str
    MaxResults: int
    Tags: dict[str, str]


class ListDevEndpointsResponse(TypedDict, total=False):
    DevEndpointNames: list[str]
    NextToken: str


class ListEntitiesRequest(TypedDict, total=False):
    ConnectionName: str
    CatalogId: str
    ParentEntityName: str
    NextToken: str
    DataStoreApiVersion: str


class ListEntitiesResponse(TypedDict, total=False):
    Entities: list[Entity]
    NextToken: str


class ListFormTypesRequest(TypedDict, total=False):
    MaxResults: int
    NextToken: str


class _ListFormTypesResponseRequired(TypedDict):
    Items: list[FormTypeItem]


class ListFormTypesResponse(_ListFormTypesResponseRequired, total=False):
    NextToken: str


class ListGlossariesRequest(TypedDict, total=False):
    MaxResults: int
    NextToken: str


class ListGlossariesResponse(TypedDict, total=False):
    Items: list[GlossaryItem]
    NextToken: str


class _ListGlossaryTermsRequestRequired(TypedDict):
    GlossaryIdentifier: str


class ListGlossaryTermsRequest(_ListGlossaryTermsRequestRequired, total=False):
    MaxResults: int
    NextToken: str


class ListGlossaryTermsResponse(TypedDict, total=False):
    Items: list[GlossaryTermItem]
    NextToken: str


class ListIntegrationResourcePropertiesRequest(TypedDict, total=False):
    Marker: str
    Filters: list[IntegrationResourcePropertyFilter]
    MaxRecords: int


class ListIntegrationResourcePropertiesResponse(TypedDict, total=False):
    IntegrationResourcePropertyList: list[IntegrationResourceProperty]
    Marker: str


class ListIntegrationTablePropertiesRequest(TypedDict, total=False):
    Marker: str
    Filters: list[IntegrationTablePropertiesFilter]
    MaxRecords: int


class ListIntegrationTablePropertiesResponse(TypedDict, total=False):
    IntegrationTablePropertiesList: list[IntegrationTableProperties]
    Marker: str


class _ListIterableFormsRequestRequired(TypedDict):
    AssetIdentifier: str
    IterableFormName: str


class ListIterableFormsRequest(_ListIterableFormsRequestRequired, total=False):
    MaxResults: int
    NextToken: str


class ListIterableFormsResponse(TypedDict, total=False):
    Items: list[IterableFormListItem]
    NextToken: str


class ListJobsRequest(TypedDict, total=False):
    NextToken: str
    MaxResults: int
    Tags: dict[str, str]


class ListJobsResponse(TypedDict, total=False):
    JobNames: list[str]
    NextToken: str


class ListMLTransformsRequest(TypedDict, total=False):
    NextToken: str
    MaxResults: int
    Filter: TransformFilterCriteria
    Sort: TransformSortCriteria
    Tags: dict[str, str]


class _ListMLTransformsResponseRequired(TypedDict):
    TransformIds: list[str]


class ListMLTransformsResponse(_ListMLTransformsResponseRequired, total=False):
    NextToken: str


class _ListMaterializedViewRefreshTaskRunsRequestRequired(TypedDict):
    CatalogId: str


class ListMaterializedViewRefreshTaskRunsRequest(
    _ListMaterializedViewRefreshTaskRunsRequestRequired, total=False
):
    DatabaseName: str
    TableName: str
    MaxResults: int
    NextToken: str


class ListMaterializedViewRefreshTaskRunsResponse(TypedDict, total=False):
    MaterializedViewRefreshTaskRuns: list[MaterializedViewRefreshTaskRun]
    NextToken: str


class ListRegistriesRequest(TypedDict, total=False):
    MaxResults: int
    NextToken: str


class ListRegistriesResponse(TypedDict, total=False):
    Registries: list[RegistryListItem]
    NextToken: str


class _ListSchemaVersionsRequestRequired(TypedDict):
    SchemaId: SchemaId


class ListSchemaVersionsRequest(_ListSchemaVersionsRequestRequired, total=False):
    MaxResults: int
    NextToken: str


class ListSchemaVersionsResponse(TypedDict, total=False):
    Schemas: list[SchemaVersionListItem]
    NextToken: str


class ListSchemasRequest(TypedDict, total=False):
    RegistryId: RegistryId
    MaxResults: int
    NextToken: str


class ListSchemasResponse(TypedDict, total=False):
    Schemas: list[SchemaListItem]
    NextToken: str


class ListSessionsRequest(TypedDict, total=False):
    NextToken: str
    MaxResults: int
    Tags: dict[str, str]
    RequestOrigin: str


class ListSessionsResponse(TypedDict, total=False):
    Ids: list[str]
    Sessions: list[Session]
    NextToken: str


class _ListStatementsRequestRequired(TypedDict):
    SessionId: str


class ListStatementsRequest(_ListStatementsRequestRequired, total=False):
    RequestOrigin: str
    NextToken: str


class ListStatementsResponse(TypedDict, total=False):
    Statements: list[Statement]
    NextToken: str


class _ListTableOptimizerRunsRequestRequired(TypedDict):
    CatalogId: str
    DatabaseName: str
    TableName: str
    Type: str


class ListTableOptimizerRunsRequest(_ListTableOptimizerRunsRequestRequired, total=False):
    MaxResults: int
    NextToken: str


class ListTableOptimizerRunsResponse(TypedDict, total=False):
    CatalogId: str
    DatabaseName: str
    TableName: str
    NextToken: str
    TableOptimizerRuns: list[TableOptimizerRun]


class ListTriggersRequest(TypedDict, total=False):
    NextToken: str
    DependentJobName: str
    MaxResults: int
    Tags: dict[str, str]


class ListTriggersResponse(TypedDict, total=False):
    TriggerNames: list[str]
    NextToken: str


class ListUsageProfilesRequest(TypedDict, total=False):
    NextToken: str
    MaxResults: int


class ListUsageProfilesResponse(TypedDict, total=False):
    Profiles: list[UsageProfileDefinition]
    NextToken: str


class ListWorkflowsRequest(TypedDict, total=False):
    NextToken: str
    MaxResults: int


class ListWorkflowsResponse(TypedDict, total=False):
    Workflows: list[str]
    NextToken: str


class Location(TypedDict, total=False):
    Jdbc: list[CodeGenNodeArg]
    S3: list[CodeGenNodeArg]
    DynamoDB: list[CodeGenNodeArg]


class _LongColumnStatisticsDataRequired(TypedDict):
    NumberOfNulls: int
    NumberOfDistinctValues: int


class LongColumnStatisticsData(_LongColumnStatisticsDataRequired, total=False):
    MinimumValue: int
    MaximumValue: int


class MLTransform(TypedDict, total=False):
    TransformId: str
    Name: str
    Description: str
    Status: str
    CreatedOn: datetime
    LastModifiedOn: datetime
    InputRecordTables: list[GlueTable]
    Parameters: TransformParameters
    EvaluationMetrics: EvaluationMetrics
    LabelCount: int
    Schema: list[SchemaColumn]
    Role: str
    GlueVersion: str
    MaxCapacity: float
    WorkerType: str
    NumberOfWorkers: int
    Timeout: int
    MaxRetries: int
    TransformEncryption: TransformEncryption


class _MLUserDataEncryptionRequired(TypedDict):
    MlUserDataEncryptionMode: str


class MLUserDataEncryption(_MLUserDataEncryptionRequired, total=False):
    KmsKeyId: str


class Mapping(TypedDict, total=False):
    ToKey: str
    FromPath: list[str]
    FromType: str
    ToType: str
    Dropped: bool
    Children: list[Mapping]


class MappingEntry(TypedDict, total=False):
    SourceTable: str
    SourcePath: str
    SourceType: str
    TargetTable: str
    TargetPath: str
    TargetType: str


class MaterializedViewRefreshTaskRun(TypedDict, total=False):
    CustomerId: str
    MaterializedViewRefreshTaskRunId: str
    DatabaseName: str
    TableName: str
    CatalogId: str
    Role: str
    Status: str
    CreationTime: datetime
    LastUpdated: datetime
    StartTime: datetime
    EndTime: datetime
    ErrorMessage: str
    DPUSeconds: float
    RefreshType: str
    ProcessedBytes: int


class Merge(TypedDict):
    Name: str
    Inputs: list[str]
    Source: str
    PrimaryKeys: list[list[str]]


class MetadataInfo(TypedDict, total=False):
    MetadataValue: str
    CreatedTime: str
    OtherMetadataValueList: list[OtherMetadataValueListItem]


class MetadataKeyValuePair(TypedDict, total=False):
    MetadataKey: str
    MetadataValue: str


class MetricBasedObservation(TypedDict, total=False):
    MetricName: str
    StatisticId: str
    MetricValues: DataQualityMetricValues
    NewRules: list[str]


class MicrosoftSQLServerCatalogSource(TypedDict):
    Name: str
    Database: str
    Table: str


class MicrosoftSQLServerCatalogTarget(TypedDict):
    Name: str
    Inputs: list[str]
    Database: str
    Table: str


class _ModifyIntegrationRequestRequired(TypedDict):
    IntegrationIdentifier: str


class ModifyIntegrationRequest(_ModifyIntegrationRequestRequired, total=False):
    Description: str
    DataFilter: str
    IntegrationConfig: IntegrationConfig
    IntegrationName: str


class _ModifyIntegrationResponseRequired(TypedDict):
    SourceArn: str
    TargetArn: str
    IntegrationName: str
    IntegrationArn: str
    Status: str
    CreateTime: datetime


class ModifyIntegrationResponse(_ModifyIntegrationResponseRequired, total=False):
    Description: str
    KmsKeyId: str
    AdditionalEncryptionContext: dict[str, str]
    Tags: list[Tag]
    Errors: list[IntegrationError]
    DataFilter: str
    IntegrationConfig: IntegrationConfig


class MongoDBTarget(TypedDict, total=False):
    ConnectionName: str
    Path: str
    ScanAll: bool


class MySQLCatalogSource(TypedDict):
    Name: str
    Database: str
    Table: str


class MySQLCatalogTarget(TypedDict):
    Name: str
    Inputs: list[str]
    Database: str
    Table: str


class Node(TypedDict, total=False):
    Type: str
    Name: str
    UniqueId: str
    TriggerDetails: TriggerNodeDetails
    JobDetails: JobNodeDetails
    CrawlerDetails: CrawlerNodeDetails


class NotificationProperty(TypedDict, total=False):
    NotifyDelayAfter: int


class NullCheckBoxList(TypedDict, total=False):
    IsEmpty: bool
    IsNullString: bool
    IsNegOne: bool


class NullValueField(TypedDict):
    Value: str
    Datatype: Datatype


class OAuth2ClientApplication(TypedDict, total=False):
    UserManagedClientApplicationClientId: str
    AWSManagedClientApplicationReference: str


class OAuth2Credentials(TypedDict, total=False):
    UserManagedClientApplicationClientSecret: str
    AccessToken: str
    RefreshToken: str
    JwtToken: str


class OAuth2Properties(TypedDict, total=False):
    OAuth2GrantType: str
    OAuth2ClientApplication: OAuth2ClientApplication
    TokenUrl: str
    TokenUrlParametersMap: dict[str, str]


class OAuth2PropertiesInput(TypedDict, total=False):
    OAuth2GrantType: str
    OAuth2ClientApplication: OAuth2ClientApplication
    TokenUrl: str
    TokenUrlParametersMap: dict[str, str]
    AuthorizationCodeProperties: AuthorizationCodeProperties
    OAuth2Credentials: OAuth2Credentials


class ObservationResultsOptions(TypedDict, total=False):
    WriteObservationResultsEnabled: bool
    CatalogTableConfig: CatalogTableConfigOptions


class OffsetConfiguration(TypedDict):
    OffsetParameter: ExtractedParameter
    LimitParameter: ExtractedParameter


class OpenTableFormatInput(TypedDict, total=False):
    IcebergInput: IcebergInput


class Option(TypedDict, total=False):
    Value: str
    Label: str
    Description: str


class OracleSQLCatalogSource(TypedDict):
    Name: str
    Database: str
    Table: str


class OracleSQLCatalogTarget(TypedDict):
    Name: str
    Inputs: list[str]
    Database: str
    Table: str


class Order(TypedDict):
    Column: str
    SortOrder: int


class OrphanFileDeletionConfiguration(TypedDict, total=False):
    icebergConfiguration: IcebergOrphanFileDeletionConfiguration


class OrphanFileDeletionMetrics(TypedDict, total=False):
    IcebergMetrics: IcebergOrphanFileDeletionMetrics


class OtherMetadataValueListItem(TypedDict, total=False):
    MetadataValue: str
    CreatedTime: str


class _PIIDetectionRequired(TypedDict):
    Name: str
    Inputs: list[str]
    PiiType: str
    EntityTypesToDetect: list[str]


class PIIDetection(_PIIDetectionRequired, total=False):
    OutputColumnName: str
    SampleFraction: float
    ThresholdFraction: float
    MaskValue: str
    RedactText: str
    RedactChar: str
    MatchPattern: str
    NumLeftCharsToExclude: int
    NumRightCharsToExclude: int
    DetectionParameters: str
    DetectionSensitivity: str


class PaginationConfiguration(TypedDict, total=False):
    CursorConfiguration: CursorConfiguration
    OffsetConfiguration: OffsetConfiguration


class Partition(TypedDict, total=False):
    Values: list[str]
    DatabaseName: str
    TableName: str
    CreationTime: datetime
    LastAccessTime: datetime
    StorageDescriptor: StorageDescriptor
    Parameters: dict[str, str]
    LastAnalyzedTime: datetime
    CatalogId: str


class PartitionError(TypedDict, total=False):
    PartitionValues: list[str]
    ErrorDetail: ErrorDetail


class PartitionIndex(TypedDict):
    Keys: list[str]
    IndexName: str


class _PartitionIndexDescriptorRequired(TypedDict):
    IndexName: str
    Keys: list[KeySchemaElement]
    IndexStatus: str


class PartitionIndexDescriptor(_PartitionIndexDescriptorRequired, total=False):
    BackfillErrors: list[BackfillError]


class PartitionInput(TypedDict, total=False):
    Values: list[str]
    LastAccessTime: datetime
    StorageDescriptor: StorageDescriptor
    Parameters: dict[str, str]
    LastAnalyzedTime: datetime


class PartitionValueList(TypedDict):
    Values: list[str]


class PhysicalConnectionRequirements(TypedDict, total=False):
    SubnetId: str
    SecurityGroupIdList: list[str]
    AvailabilityZone: str


class PostgreSQLCatalogSource(TypedDict):
    Name: str
    Database: str
    Table: str


class PostgreSQLCatalogTarget(TypedDict):
    Name: str
    Inputs: list[str]
    Database: str
    Table: str


class Predecessor(TypedDict, total=False):
    JobName: str
    RunId: str


class Predicate(TypedDict, total=False):
    Logical: str
    Conditions: list[Condition]


class PrincipalPermissions(TypedDict, total=False):
    Principal: DataLakePrincipal
    Permissions: list[str]


class ProfileConfiguration(TypedDict, total=False):
    SessionConfiguration: dict[str, ConfigurationObject]
    JobConfiguration: dict[str, ConfigurationObject]


class ProfilingResultsOptions(TypedDict, total=False):
    WriteProfilingResultsEnabled: bool
    CatalogTableConfig: CatalogTableConfigOptions
    DistributionResults: DistributionResultsOptions


class _PropertyRequired(TypedDict):
    Name: str
    Description: str
    Required: bool
    PropertyTypes: list[str]


class Property(_PropertyRequired, total=False):
    DefaultValue: str
    AllowedValues: list[AllowedValue]
    DataOperationScopes: list[str]
    KeyOverride: str
    PropertyLocation: str


class PropertyPredicate(TypedDict, total=False):
    Key: str
    Value: str
    Comparator: str


class _PublishDataQualityResultV2RequestRequired(TypedDict):
    Dimensions: dict[str, str]
    Score: float
    RuleResults: list[DataQualityRuleResult]
    EvaluationContext: str


class PublishDataQualityResultV2Request(_PublishDataQualityResultV2RequestRequired, total=False):
    Tags: dict[str, str]
    ExecutionStartedOn: datetime
    ExecutionCompletedOn: datetime
    AnalyzerResults: list[DataQualityAnalyzerResult]
    Observations: list[DataQualityObservation]
    AggregatedMetrics: DataQualityAggregatedMetrics
    Statistics: list[StatisticSummary]
    RunConfiguration: DataQualityConfigurationV2
    ClientToken: str
    Descriptors: dict[str, str]
    RulesetName: str
    DataQualitySecurityConfiguration: str
    Telemetry: DataQualityTelemetry


class PublishDataQualityResultV2Response(TypedDict):
    ResultId: str


class _PutAssetRequestRequired(TypedDict):
    Identifier: str
    Name: str
    Forms: dict[str, AssetFormInput]


class PutAssetRequest(_PutAssetRequestRequired, total=False):
    AssetTypeIdentifier: str
    Description: str
    ClientToken: str


class _PutAssetResponseRequired(TypedDict):
    Id: str
    Name: str
    AssetTypeId: str


class PutAssetResponse(_PutAssetResponseRequired, total=False):
    Description: str
    CreatedAt: datetime
    Forms: dict[str, AssetFormEntry]


class _PutAttachmentRequestRequired(TypedDict):
    AssetIdentifier: str
    AttachmentName: str
    Content: str


class PutAttachmentRequest(_PutAttachmentRequestRequired, total=False):
    IterableFormName: str
    ItemIdentifier: str
    FormTypeIdentifier: str
    ClientToken: str


class PutAttachmentResponse(TypedDict, total=False):
    AssetId: str
    IterableFormName: str
    ItemId: str
    AttachmentName: str
    FormTypeId: str


class _PutDataCatalogEncryptionSettingsRequestRequired(TypedDict):
    DataCatalogEncryptionSettings: DataCatalogEncryptionSettings


class PutDataCatalogEncryptionSettingsRequest(_PutDataCatalogEncryptionSettingsRequestRequired, total=False):
    CatalogId: str


class PutDataCatalogEncryptionSettingsResponse(TypedDict, total=False):
    pass


class PutDataCatalogExportConfigurationRequest(TypedDict, total=False):
    ClientToken: str
    S3TablesConfiguration: S3TablesConfiguration
    Assets: AssetsExport


class PutDataCatalogExportConfigurationResponse(TypedDict, total=False):
    S3TablesConfiguration: S3TablesConfiguration
    Assets: AssetsExport


class PutDataQualityProfileAnnotationRequest(TypedDict):
    ProfileId: str
    InclusionAnnotation: str


class PutDataQualityProfileAnnotationResponse(TypedDict, total=False):
    pass


class _PutFormTypeRequestRequired(TypedDict):
    Name: str
    Schema: str


class PutFormTypeRequest(_PutFormTypeRequestRequired, total=False):
    ClientToken: str


class PutFormTypeResponse(TypedDict, total=False):
    Id: str
    Name: str
    Schema: str


class _PutResourcePolicyRequestRequired(TypedDict):
    PolicyInJson: str


class PutResourcePolicyRequest(_PutResourcePolicyRequestRequired, total=False):
    ResourceArn: str
    PolicyHashCondition: str
    PolicyExistsCondition: str
    EnableHybrid: str


class PutResourcePolicyResponse(TypedDict, total=False):
    PolicyHash: str


class _PutSchemaVersionMetadataRequestRequired(TypedDict):
    MetadataKeyValue: MetadataKeyValuePair


class PutSchemaVersionMetadataRequest(_PutSchemaVersionMetadataRequestRequired, total=False):
    SchemaId: SchemaId
    SchemaVersionNumber: SchemaVersionNumber
    SchemaVersionId: str


class PutSchemaVersionMetadataResponse(TypedDict, total=False):
    SchemaArn: str
    SchemaName: str
    RegistryName: str
    LatestVersion: bool
    VersionNumber: int
    SchemaVersionId: str
    MetadataKey: str
    MetadataValue: str


class PutWorkflowRunPropertiesRequest(TypedDict):
    Name: str
    RunId: str
    RunProperties: dict[str, str]


class PutWorkflowRunPropertiesResponse(TypedDict, total=False):
    pass


class QuerySchemaVersionMetadataRequest(TypedDict, total=False):
    SchemaId: SchemaId
    SchemaVersionNumber: SchemaVersionNumber
    SchemaVersionId: str
    MetadataList: list[MetadataKeyValuePair]
    MaxResults: int
    NextToken: str


class QuerySchemaVersionMetadataResponse(TypedDict, total=False):
    MetadataInfoMap: dict[str, MetadataInfo]
    SchemaVersionId: str
    NextToken: str


class QuerySessionContext(TypedDict, total=False):
    QueryId: str
    QueryStartTime: datetime
    ClusterId: str
    QueryAuthorizationId: str
    AdditionalContext: dict[str, str]


class RLSProperties(TypedDict, total=False):
    DefaultRLSPolicy: str


class _RecipeRequired(TypedDict):
    Name: str
    Inputs: list[str]


class Recipe(_RecipeRequired, total=False):
    RecipeReference: RecipeReference
    RecipeSteps: list[RecipeStep]


class _RecipeActionRequired(TypedDict):
    Operation: str


class RecipeAction(_RecipeActionRequired, total=False):
    Parameters: dict[str, str]


class RecipeReference(TypedDict):
    RecipeArn: str
    RecipeVersion: str


class _RecipeStepRequired(TypedDict):
    Action: RecipeAction


class RecipeStep(_RecipeStepRequired, total=False):
    ConditionExpressions: list[ConditionExpression]


class Record(TypedDict, total=False):
    pass


class RecrawlPolicy(TypedDict, total=False):
    RecrawlBehavior: str


class _RedshiftSourceRequired(TypedDict):
    Name: str
    Database: str
    Table: str


class RedshiftSource(_RedshiftSourceRequired, total=False):
    RedshiftTmpDir: str
    TmpDirIAMRole: str


class _RedshiftTargetRequired(TypedDict):
    Name: str
    Inputs: list[str]
    Database: str
    Table: str


class RedshiftTarget(_RedshiftTargetRequired, total=False):
    RedshiftTmpDir: str
    TmpDirIAMRole: str
    UpsertRedshiftOptions: UpsertRedshiftTargetOptions


class _RegisterConnectionTypeRequestRequired(TypedDict):
    ConnectionType: str
    IntegrationType: str
    ConnectionProperties: ConnectionPropertiesConfiguration
    ConnectorAuthenticationConfiguration: ConnectorAuthenticationConfiguration
    RestConfiguration: RestConfiguration


class RegisterConnectionTypeRequest(_RegisterConnectionTypeRequestRequired, total=False):
    Description: str
    Tags: dict[str, str]


class RegisterConnectionTypeResponse(TypedDict, total=False):
    ConnectionTypeArn: str


class RegisterSchemaVersionRequest(TypedDict):
    SchemaId: SchemaId
    SchemaDefinition: str


class RegisterSchemaVersionResponse(TypedDict, total=False):
    SchemaVersionId: str
    VersionNumber: int
    Status: str


class RegistryId(TypedDict, total=False):
    RegistryName: str
    RegistryArn: str


class RegistryListItem(TypedDict, total=False):
    RegistryName: str
    RegistryArn: str
    Description: str
    Status: str
    CreatedTime: str
    UpdatedTime: str


class RelationalCatalogSource(TypedDict):
    Name: str
    Database: str
    Table: str


class _RemoveSchemaVersionMetadataRequestRequired(TypedDict):
    MetadataKeyValue: MetadataKeyValuePair


class RemoveSchemaVersionMetadataRequest(_RemoveSchemaVersionMetadataRequestRequired, total=False):
    SchemaId: SchemaId
    SchemaVersionNumber: SchemaVersionNumber
    SchemaVersionId: str


class RemoveSchemaVersionMetadataResponse(TypedDict, total=False):
    SchemaArn: str
    SchemaName: str
    RegistryName: str
    LatestVersion: bool
    VersionNumber: int
    SchemaVersionId: str
    MetadataKey: str
    MetadataValue: str


class RenameField(TypedDict):
    Name: str
    Inputs: list[str]
    SourcePath: list[str]
    TargetPath: list[str]


class _ResetJobBookmarkRequestRequired(TypedDict):
    JobName: str


class ResetJobBookmarkRequest(_ResetJobBookmarkRequestRequired, total=False):
    RunId: str


class ResetJobBookmarkResponse(TypedDict, total=False):
    JobBookmarkEntry: JobBookmarkEntry


class ResourceUri(TypedDict, total=False):
    ResourceType: str
    Uri: str
    LastModified: datetime


class _ResponseConfigurationRequired(TypedDict):
    ResultPath: str


class ResponseConfiguration(_ResponseConfigurationRequired, total=False):
    ErrorPath: str


class ResponseExtractionMapping(TypedDict, total=False):
    ContentPath: str
    HeaderKey: str


class RestConfiguration(TypedDict, total=False):
    GlobalSourceConfiguration: SourceConfiguration
    ValidationEndpointConfiguration: SourceConfiguration
    EntityConfigurations: dict[str, EntityConfiguration]


class ResumeWorkflowRunRequest(TypedDict):
    Name: str
    RunId: str
    NodeIds: list[str]


class ResumeWorkflowRunResponse(TypedDict, total=False):
    RunId: str
    NodeIds: list[str]


class RetentionConfiguration(TypedDict, total=False):
    icebergConfiguration: IcebergRetentionConfiguration


class RetentionMetrics(TypedDict, total=False):
    IcebergMetrics: IcebergRetentionMetrics


class Route(TypedDict):
    Name: str
    Inputs: list[str]
    GroupFiltersList: list[GroupFilters]


class RowLevelResultsOptions(TypedDict, total=False):
    MaxRowsToWrite: int
    ResultType: str
    CatalogTableConfig: CatalogTableConfigOptions


class RunIdentifier(TypedDict, total=False):
    RunId: str
    JobRunId: str


class RunMetrics(TypedDict, total=False):
    NumberOfBytesCompacted: str
    NumberOfFilesCompacted: str
    NumberOfDpus: str
    JobDurationInHour: str


class _RunStatementRequestRequired(TypedDict):
    SessionId: str
    Code: str


class RunStatementRequest(_RunStatementRequestRequired, total=False):
    RequestOrigin: str


class RunStatementResponse(TypedDict, total=False):
    Id: int


class _S3CatalogDeltaSourceRequired(TypedDict):
    Name: str
    Database: str
    Table: str


class S3CatalogDeltaSource(_S3CatalogDeltaSourceRequired, total=False):
    AdditionalDeltaOptions: dict[str, str]
    OutputSchemas: list[GlueSchema]


class _S3CatalogHudiSourceRequired(TypedDict):
    Name: str
    Database: str
    Table: str


class S3CatalogHudiSource(_S3CatalogHudiSourceRequired, total=False):
    AdditionalHudiOptions: dict[str, str]
    OutputSchemas: list[GlueSchema]


class _S3CatalogIcebergSourceRequired(TypedDict):
    Name: str
    Database: str
    Table: str


class S3CatalogIcebergSource(_S3CatalogIcebergSourceRequired, total=False):
    AdditionalIcebergOptions: dict[str, str]
    OutputSchemas: list[GlueSchema]


class _S3CatalogSourceRequired(TypedDict):
    Name: str
    Database: str
    Table: str


class S3CatalogSource(_S3CatalogSourceRequired, total=False):
    PartitionPredicate: str
    AdditionalOptions: S3SourceAdditionalOptions


class _S3CatalogTargetRequired(TypedDict):
    Name: str
    Inputs: list[str]
    Table: str
    Database: str


class S3CatalogTarget(_S3CatalogTargetRequired, total=False):
    PartitionKeys: list[list[str]]
    SchemaChangePolicy: CatalogSchemaChangePolicy
    AutoDataQuality: AutoDataQuality


class _S3CsvSourceRequired(TypedDict):
    Name: str
    Paths: list[str]
    Separator: str
    QuoteChar: str


class S3CsvSource(_S3CsvSourceRequired, total=False):
    CompressionType: str
    Exclusions: list[str]
    GroupSize: str
    GroupFiles: str
    Recurse: bool
    MaxBand: int
    MaxFilesInBand: int
    AdditionalOptions: S3DirectSourceAdditionalOptions
    Escaper: str
    Multiline: bool
    WithHeader: bool
    WriteHeader: bool
    SkipFirst: bool
    OptimizePerformance: bool
    OutputSchemas: list[GlueSchema]


class _S3DeltaCatalogTargetRequired(TypedDict):
    Name: str
    Inputs: list[str]
    Table: str
    Database: str


class S3DeltaCatalogTarget(_S3DeltaCatalogTargetRequired, total=False):
    PartitionKeys: list[list[str]]
    AdditionalOptions: dict[str, str]
    SchemaChangePolicy: CatalogSchemaChangePolicy
    AutoDataQuality: AutoDataQuality
    OutputSchemas: list[GlueSchema]


class _S3DeltaDirectTargetRequired(TypedDict):
    Name: str
    Inputs: list[str]
    Path: str
    Compression: str
    Format: str


class S3DeltaDirectTarget(_S3DeltaDirectTargetRequired, total=False):
    PartitionKeys: list[list[str]]
    NumberTargetPartitions: str
    AdditionalOptions: dict[str, str]
    SchemaChangePolicy: DirectSchemaChangePolicy
    AutoDataQuality: AutoDataQuality


class _S3DeltaSourceRequired(TypedDict):
    Name: str
    Paths: list[str]


class S3DeltaSource(_S3DeltaSourceRequired, total=False):
    AdditionalDeltaOptions: dict[str, str]
    AdditionalOptions: S3DirectSourceAdditionalOptions
    OutputSchemas: list[GlueSchema]


class S3DirectSourceAdditionalOptions(TypedDict, total=False):
    BoundedSize: int
    BoundedFiles: int
    EnableSamplePath: bool
    SamplePath: str


class _S3DirectTargetRequired(TypedDict):
    Name: str
    Inputs: list[str]
    Path: str
    Format: str


class S3DirectTarget(_S3DirectTargetRequired, total=False):
    PartitionKeys: list[list[str]]
    Compression: str
    NumberTargetPartitions: str
    SchemaChangePolicy: DirectSchemaChangePolicy
    AutoDataQuality: AutoDataQuality
    OutputSchemas: list[GlueSchema]


class S3Encryption(TypedDict, total=False):
    S3EncryptionMode: str
    KmsKeyArn: str


class _S3ExcelSourceRequired(TypedDict):
    Name: str
    Paths: list[str]


class S3ExcelSource(_S3ExcelSourceRequired, total=False):
    CompressionType: str
    Exclusions: list[str]
    GroupSize: str
    GroupFiles: str
    Recurse: bool
    MaxBand: int
    MaxFilesInBand: int
    AdditionalOptions: S3DirectSourceAdditionalOptions
    NumberRows: int
    SkipFooter: int
    OutputSchemas: list[GlueSchema]


class _S3GlueParquetTargetRequired(TypedDict):
    Name: str
    Inputs: list[str]
    Path: str


class S3GlueParquetTarget(_S3GlueParquetTargetRequired, total=False):
    PartitionKeys: list[list[str]]
    Compression: str
    NumberTargetPartitions: str
    SchemaChangePolicy: DirectSchemaChangePolicy
    AutoDataQuality: AutoDataQuality


class _S3HudiCatalogTargetRequired(TypedDict):
    Name: str
    Inputs: list[str]
    Table: str
    Database: str
    AdditionalOptions: dict[str, str]


class S3HudiCatalogTarget(_S3HudiCatalogTargetRequired, total=False):
    PartitionKeys: list[list[str]]
    SchemaChangePolicy: CatalogSchemaChangePolicy
    AutoDataQuality: AutoDataQuality
    OutputSchemas: list[GlueSchema]


class _S3HudiDirectTargetRequired(TypedDict):
    Name: str
    Inputs: list[str]
    Path: str
    Compression: str
    Format: str
    AdditionalOptions: dict[str, str]


class S3HudiDirectTarget(_S3HudiDirectTargetRequired, total=False):
    NumberTargetPartitions: str
    PartitionKeys: list[list[str]]
    SchemaChangePolicy: DirectSchemaChangePolicy
    AutoDataQuality: AutoDataQuality


class _S3HudiSourceRequired(TypedDict):
    Name: str
    Paths: list[str]


class S3HudiSource(_S3HudiSourceRequired, total=False):
    AdditionalHudiOptions: dict[str, str]
    AdditionalOptions: S3DirectSourceAdditionalOptions
    OutputSchemas: list[GlueSchema]


class _S3HyperDirectTargetRequired(TypedDict):
    Name: str
    Inputs: list[str]
    Path: str


class S3HyperDirectTarget(_S3HyperDirectTargetRequired, total=False):
    Format: str
    PartitionKeys: list[list[str]]
    Compression: str
    SchemaChangePolicy: DirectSchemaChangePolicy
    AutoDataQuality: AutoDataQuality
    OutputSchemas: list[GlueSchema]


class _S3IcebergCatalogTargetRequired(TypedDict):
    Name: str
    Inputs: list[str]
    Table: str
    Database: str


class S3IcebergCatalogTarget(_S3IcebergCatalogTargetRequired, total=False):
    PartitionKeys: list[list[str]]
    AdditionalOptions: dict[str, str]
    SchemaChangePolicy: CatalogSchemaChangePolicy
    AutoDataQuality: AutoDataQuality


class _S3IcebergDirectTargetRequired(TypedDict):
    Name: str
    Inputs: list[str]
    Path: str
    Format: str
    Compression: str


class S3IcebergDirectTarget(_S3IcebergDirectTargetRequired, total=False):
    PartitionKeys: list[list[str]]
    AdditionalOptions: dict[str, str]
    SchemaChangePolicy: DirectSchemaChangePolicy
    AutoDataQuality: AutoDataQuality
    NumberTargetPartitions: str
    OutputSchemas: list[GlueSchema]


class _S3JsonSourceRequired(TypedDict):
    Name: str
    Paths: list[str]


class S3JsonSource(_S3JsonSourceRequired, total=False):
    CompressionType: str
    Exclusions: list[str]
    GroupSize: str
    GroupFiles: str
    Recurse: bool
    MaxBand: int
    MaxFilesInBand: int
    AdditionalOptions: S3DirectSourceAdditionalOptions
    JsonPath: str
    Multiline: bool
    OutputSchemas: list[GlueSchema]


class _S3ParquetSourceRequired(TypedDict):
    Name: str
    Paths: list[str]


class S3ParquetSource(_S3ParquetSourceRequired, total=False):
    CompressionType: str
    Exclusions: list[str]
    GroupSize: str
    GroupFiles: str
    Recurse: bool
    MaxBand: int
    MaxFilesInBand: int
    AdditionalOptions: S3DirectSourceAdditionalOptions
    OutputSchemas: list[GlueSchema]


class S3SourceAdditionalOptions(TypedDict, total=False):
    BoundedSize: int
    BoundedFiles: int


class S3TablesConfiguration(TypedDict, total=False):
    EncryptionConfiguration: ExportEncryptionConfiguration


class S3TablesConfigurationResult(TypedDict, total=False):
    TableBucketArn: str
    EncryptionConfiguration: ExportEncryptionConfiguration


class S3TablesExportState(TypedDict, total=False):
    Status: str


class S3Target(TypedDict, total=False):
    Path: str
    Exclusions: list[str]
    ConnectionName: str
    SampleSize: int
    EventQueueArn: str
    DlqEventQueueArn: str


class Schedule(TypedDict, total=False):
    ScheduleExpression: str
    State: str


class SchemaChangePolicy(TypedDict, total=False):
    UpdateBehavior: str
    DeleteBehavior: str


class SchemaColumn(TypedDict, total=False):
    Name: str
    DataType: str


class SchemaId(TypedDict, total=False):
    SchemaArn: str
    SchemaName: str
    RegistryName: str


class SchemaListItem(TypedDict, total=False):
    RegistryName: str
    SchemaName: str
    SchemaArn: str
    Description: str
    SchemaStatus: str
    CreatedTime: str
    UpdatedTime: str


class SchemaReference(TypedDict, total=False):
    SchemaId: SchemaId
    SchemaVersionId: str
    SchemaVersionNumber: int


class SchemaVersionErrorItem(TypedDict, total=False):
    VersionNumber: int
    ErrorDetails: ErrorDetails


class SchemaVersionListItem(TypedDict, total=False):
    SchemaArn: str
    SchemaVersionId: str
    VersionNumber: int
    Status: str
    CreatedTime: str


class SchemaVersionNumber(TypedDict, total=False):
    LatestVersion: bool
    VersionNumber: int


class SearchAssetsRequest(TypedDict, total=False):
    SearchText: str
    MaxResults: int
    NextToken: str
    Sort: SearchSort
    FilterClause: SearchFilterClause


class SearchAssetsResponse(TypedDict, total=False):
    Items: list[SearchResultItem]
    NextToken: str


class _SearchAttributeFilterRequired(TypedDict):
    Attribute: str


class SearchAttributeFilter(_SearchAttributeFilterRequired, total=False):
    Comparator: str
    Value: SearchFilterValue


class SearchFilterClause(TypedDict, total=False):
    AndAllFilters: list[SearchFilterClause]
    OrAnyFilters: list[SearchFilterClause]
    AttributeFilter: SearchAttributeFilter
    MapFilter: SearchMapFilter


class SearchFilterValue(TypedDict, total=False):
    StringValue: str
    LongValue: int


class SearchMapFilter(TypedDict):
    Attribute: str
    Key: str
    Value: SearchMapFilterValue


class SearchMapFilterValue(TypedDict, total=False):
    StringValue: str


class SearchResultItem(TypedDict, total=False):
    Id: str
    Name: str
    Description: str
    CreatedAt: datetime
    UpdatedAt: datetime
    AssetTypeId: str


class _SearchSortRequired(TypedDict):
    Attribute: str


class SearchSort(_SearchSortRequired, total=False):
    Order: str


class SearchTablesRequest(TypedDict, total=False):
    CatalogId: str
    NextToken: str
    Filters: list[PropertyPredicate]
    SearchText: str
    SortCriteria: list[SortCriterion]
    MaxResults: int
    ResourceShareType: str
    IncludeStatusDetails: bool


class SearchTablesResponse(TypedDict, total=False):
    NextToken: str
    TableList: list[Table]


class SecurityConfiguration(TypedDict, total=False):
    Name: str
    CreatedTimeStamp: datetime
    EncryptionConfiguration: EncryptionConfiguration


class Segment(TypedDict):
    SegmentNumber: int
    TotalSegments: int


class SelectFields(TypedDict):
    Name: str
    Inputs: list[str]
    Paths: list[list[str]]


class SelectFromCollection(TypedDict):
    Name: str
    Inputs: list[str]
    Index: int


class SerDeInfo(TypedDict, total=False):
    Name: str
    SerializationLibrary: str
    Parameters: dict[str, str]


class Session(TypedDict, total=False):
    Id: str
    CreatedOn: datetime
    Status: str
    ErrorMessage: str
    Description: str
    Role: str
    Command: SessionCommand
    DefaultArguments: dict[str, str]
    Connections: ConnectionsList
    Progress: float
    MaxCapacity: float
    SecurityConfiguration: str
    GlueVersion: str
    NumberOfWorkers: int
    WorkerType: str
    CompletedOn: datetime
    ExecutionTime: float
    DPUSeconds: float
    IdleTimeout: int
    ProfileName: str
    SessionType: str


class SessionCommand(TypedDict, total=False):
    Name: str
    PythonVersion: str


class SessionEndpoint(TypedDict):
    Url: str
    AuthToken: str
    AuthTokenExpirationTime: datetime


class SkewedInfo(TypedDict, total=False):
    SkewedColumnNames: list[str]
    SkewedColumnValues: list[str]
    SkewedColumnValueLocationMaps: dict[str, str]


class SnowflakeNodeData(TypedDict, total=False):
    SourceType: str
    Connection: Option
    Schema: str
    Table: str
    Database: str
    TempDir: str
    IamRole: Option
    AdditionalOptions: dict[str, str]
    SampleQuery: str
    PreAction: str
    PostAction: str
    Action: str
    Upsert: bool
    MergeAction: str
    MergeWhenMatched: str
    MergeWhenNotMatched: str
    MergeClause: str
    StagingTable: str
    SelectedColumns: list[Option]
    AutoPushdown: bool
    TableSchema: list[Option]


class _SnowflakeSourceRequired(TypedDict):
    Name: str
    Data: SnowflakeNodeData


class SnowflakeSource(_SnowflakeSourceRequired, total=False):
    OutputSchemas: list[GlueSchema]


class _SnowflakeTargetRequired(TypedDict):
    Name: str
    Data: SnowflakeNodeData


class SnowflakeTarget(_SnowflakeTargetRequired, total=False):
    Inputs: list[str]


class SortCriterion(TypedDict, total=False):
    FieldName: str
    Sort: str


class SourceConfiguration(TypedDict, total=False):
    RequestMethod: str
    RequestPath: str
    RequestParameters: list[ConnectorProperty]
    ResponseConfiguration: ResponseConfiguration
    PaginationConfiguration: PaginationConfiguration
    FilterConfiguration: FilterConfiguration


class SourceControlDetails(TypedDict, total=False):
    Provider: str
    Repository: str
    Owner: str
    Branch: str
    Folder: str
    LastCommitId: str
    AuthStrategy: str
    AuthToken: str


class SourceProcessingProperties(TypedDict, total=False):
    RoleArn: str


class SourceTableConfig(TypedDict, total=False):
    Fields: list[str]
    FilterPredicate: str
    PrimaryKey: list[str]
    RecordUpdateField: str


class _SparkConnectorSourceRequired(TypedDict):
    Name: str
    ConnectionName: str
    ConnectorName: str
    ConnectionType: str


class SparkConnectorSource(_SparkConnectorSourceRequired, total=False):
    AdditionalOptions: dict[str, str]
    OutputSchemas: list[GlueSchema]


class _SparkConnectorTargetRequired(TypedDict):
    Name: str
    Inputs: list[str]
    ConnectionName: str
    ConnectorName: str
    ConnectionType: str


class SparkConnectorTarget(_SparkConnectorTargetRequired, total=False):
    AdditionalOptions: dict[str, str]
    OutputSchemas: list[GlueSchema]


class _SparkSQLRequired(TypedDict):
    Name: str
    Inputs: list[str]
    SqlQuery: str
    SqlAliases: list[SqlAlias]


class SparkSQL(_SparkSQLRequired, total=False):
    OutputSchemas: list[GlueSchema]


class _SpigotRequired(TypedDict):
    Name: str
    Inputs: list[str]
    Path: str


class Spigot(_SpigotRequired, total=False):
    Topk: int
    Prob: float


class SplitFields(TypedDict):
    Name: str
    Inputs: list[str]
    Paths: list[list[str]]


class SqlAlias(TypedDict):
    From: str
    Alias: str


class _StartBlueprintRunRequestRequired(TypedDict):
    BlueprintName: str
    RoleArn: str


class StartBlueprintRunRequest(_StartBlueprintRunRequestRequired, total=False):
    Parameters: str


class StartBlueprintRunResponse(TypedDict, total=False):
    RunId: str


class _StartColumnStatisticsTaskRunRequestRequired(TypedDict):
    DatabaseName: str
    TableName: str
    Role: str


class StartColumnStatisticsTaskRunRequest(_StartColumnStatisticsTaskRunRequestRequired, total=False):
    ColumnNameList: list[str]
    SampleSize: float
    CatalogID: str
    SecurityConfiguration: str


class StartColumnStatisticsTaskRunResponse(TypedDict, total=False):
    ColumnStatisticsTaskRunId: str


class _StartColumnStatisticsTaskRunScheduleRequestRequired(TypedDict):
    DatabaseName: str
    TableName: str


class StartColumnStatisticsTaskRunScheduleRequest(
    _StartColumnStatisticsTaskRunScheduleRequestRequired, total=False
):
    CatalogID: str


class StartColumnStatisticsTaskRunScheduleResponse(TypedDict, total=False):
    pass


class StartCrawlerRequest(TypedDict):
    Name: str


class StartCrawlerResponse(TypedDict, total=False):
    pass


class StartCrawlerScheduleRequest(TypedDict):
    CrawlerName: str


class StartCrawlerScheduleResponse(TypedDict, total=False):
    pass


class _StartDataQualityRuleRecommendationRunRequestRequired(TypedDict):
    DataSource: DataSource
    Role: str


class StartDataQualityRuleRecommendationRunRequest(
    _StartDataQualityRuleRecommendationRunRequestRequired, total=False
):
    NumberOfWorkers: int
    Timeout: int
    CreatedRulesetName: str
    DataQualitySecurityConfiguration: str
    ClientToken: str
    AdditionalRunOptions: DataQualityRuleRecommendationRunAdditionalRunOptions
    RecommendationMode: str


class StartDataQualityRuleRecommendationRunResponse(TypedDict, total=False):
    RunId: str


class _StartDataQualityRulesetEvaluationRunRequestRequired(TypedDict):
    DataSource: DataSource
    Role: str
    RulesetNames: list[str]


class StartDataQualityRulesetEvaluationRunRequest(
    _StartDataQualityRulesetEvaluationRunRequestRequired, total=False
):
    NumberOfWorkers: int
    Timeout: int
    ClientToken: str
    AdditionalRunOptions: DataQualityEvaluationRunAdditionalRunOptions
    AdditionalDataSources: dict[str, DataSource]


class StartDataQualityRulesetEvaluationRunResponse(TypedDict, total=False):
    RunId: str


class StartExportLabelsTaskRunRequest(TypedDict):
    TransformId: str
    OutputS3Path: str


class StartExportLabelsTaskRunResponse(TypedDict, total=False):
    TaskRunId: str


class _StartImportLabelsTaskRunRequestRequired(TypedDict):
    TransformId: str
    InputS3Path: str


class StartImportLabelsTaskRunRequest(_StartImportLabelsTaskRunRequestRequired, total=False):
    ReplaceAllLabels: bool


class StartImportLabelsTaskRunResponse(TypedDict, total=False):
    TaskRunId: str


class _StartJobRunRequestRequired(TypedDict):
    JobName: str


class StartJobRunRequest(_StartJobRunRequestRequired, total=False):
    JobRunQueuingEnabled: bool
    JobRunId: str
    Arguments: dict[str, str]
    AllocatedCapacity: int
    Timeout: int
    MaxCapacity: float
    SecurityConfiguration: str
    NotificationProperty: NotificationProperty
    WorkerType: str
    NumberOfWorkers: int
    ExecutionClass: str
    ExecutionRoleSessionPolicy: str


class StartJobRunResponse(TypedDict, total=False):
    JobRunId: str


class _StartJobUpgradeAnalysisRequestRequired(TypedDict):
    jobName: str


class StartJobUpgradeAnalysisRequest(_StartJobUpgradeAnalysisRequestRequired, total=False):
    analysisId: str
    upgradeConsent: str


class StartJobUpgradeAnalysisResponse(TypedDict, total=False):
    analysisId: str
    jobName: str


class StartMLEvaluationTaskRunRequest(TypedDict):
    TransformId: str


class StartMLEvaluationTaskRunResponse(TypedDict, total=False):
    TaskRunId: str


class StartMLLabelingSetGenerationTaskRunRequest(TypedDict):
    TransformId: str
    OutputS3Path: str


class StartMLLabelingSetGenerationTaskRunResponse(TypedDict, total=False):
    TaskRunId: str


class _StartMaterializedViewRefreshTaskRunRequestRequired(TypedDict):
    CatalogId: str
    DatabaseName: str
    TableName: str


class StartMaterializedViewRefreshTaskRunRequest(
    _StartMaterializedViewRefreshTaskRunRequestRequired, total=False
):
    FullRefresh: bool


class StartMaterializedViewRefreshTaskRunResponse(TypedDict, total=False):
    MaterializedViewRefreshTaskRunId: str


class StartTriggerRequest(TypedDict):
    Name: str


class StartTriggerResponse(TypedDict, total=False):
    Name: str


class _StartWorkflowRunRequestRequired(TypedDict):
    Name: str


class StartWorkflowRunRequest(_StartWorkflowRunRequestRequired, total=False):
    RunProperties: dict[str, str]


class StartWorkflowRunResponse(TypedDict, total=False):
    RunId: str


class StartingEventBatchCondition(TypedDict, total=False):
    BatchSize: int
    BatchWindow: int


class Statement(TypedDict, total=False):
    Id: int
    Code: str
    State: str
    Output: StatementOutput
    Progress: float
    StartedOn: int
    CompletedOn: int


class StatementOutput(TypedDict, total=False):
    Data: StatementOutputData
    ExecutionCount: int
    Status: str
    ErrorName: str
    ErrorValue: str
    Traceback: list[str]


class StatementOutputData(TypedDict, total=False):
    TextPlain: str


class StatisticAnnotation(TypedDict, total=False):
    ProfileId: str
    StatisticId: str
    StatisticRecordedOn: datetime
    InclusionAnnotation: TimestampedInclusionAnnotation


class StatisticModelResult(TypedDict, total=False):
    LowerBound: float
    UpperBound: float
    PredictedValue: float
    ActualValue: float
    Date: datetime
    InclusionAnnotation: str


class StatisticSummary(TypedDict, total=False):
    StatisticId: str
    ProfileId: str
    RunIdentifier: RunIdentifier
    StatisticName: str
    DoubleValue: float
    DistributionValue: DistributionData
    EvaluationLevel: str
    ColumnsReferenced: list[str]
    ReferencedDatasets: list[str]
    StatisticProperties: dict[str, str]
    RecordedOn: datetime
    InclusionAnnotation: TimestampedInclusionAnnotation


class StatusDetails(TypedDict, total=False):
    RequestedChange: Table
    ViewValidations: list[ViewValidation]


class _StopColumnStatisticsTaskRunRequestRequired(TypedDict):
    DatabaseName: str
    TableName: str


class StopColumnStatisticsTaskRunRequest(_StopColumnStatisticsTaskRunRequestRequired, total=False):
    CatalogID: str


class StopColumnStatisticsTaskRunResponse(TypedDict, total=False):
    pass


class _StopColumnStatisticsTaskRunScheduleRequestRequired(TypedDict):
    DatabaseName: str
    TableName: str


class StopColumnStatisticsTaskRunScheduleRequest(
    _StopColumnStatisticsTaskRunScheduleRequestRequired, total=False
):
    CatalogID: str


class StopColumnStatisticsTaskRunScheduleResponse(TypedDict, total=False):
    pass


class StopCrawlerRequest(TypedDict):
    Name: str


class StopCrawlerResponse(TypedDict, total=False):
    pass


class StopCrawlerScheduleRequest(TypedDict):
    CrawlerName: str


class StopCrawlerScheduleResponse(TypedDict, total=False):
    pass


class StopJobUpgradeAnalysisRequest(TypedDict):
    jobName: str
    analysisId: str


class StopJobUpgradeAnalysisResponse(TypedDict, total=False):
    pass


class StopMaterializedViewRefreshTaskRunRequest(TypedDict):
    CatalogId: str
    DatabaseName: str
    TableName: str


class StopMaterializedViewRefreshTaskRunResponse(TypedDict, total=False):
    pass


class _StopSessionRequestRequired(TypedDict):
    Id: str


class StopSessionRequest(_StopSessionRequestRequired, total=False):
    RequestOrigin: str


class StopSessionResponse(TypedDict, total=False):
    Id: str


class StopTriggerRequest(TypedDict):
    Name: str


class StopTriggerResponse(TypedDict, total=False):
    Name: str


class StopWorkflowRunRequest(TypedDict):
    Name: str
    RunId: str


class StopWorkflowRunResponse(TypedDict, total=False):
    pass


class StorageDescriptor(TypedDict, total=False):
    Columns: list[Column]
    Location: str
    AdditionalLocations: list[str]
    InputFormat: str
    OutputFormat: str
    Compressed: bool
    NumberOfBuckets: int
    SerdeInfo: SerDeInfo
    BucketColumns: list[str]
    SortColumns: list[Order]
    Parameters: dict[str, str]
    SkewedInfo: SkewedInfo
    StoredAsSubDirectories: bool
    SchemaReference: SchemaReference


class StreamingDataPreviewOptions(TypedDict, total=False):
    PollingTime: int
    RecordPollingLimit: int


class StringColumnStatisticsData(TypedDict):
    MaximumLength: int
    AverageLength: float
    NumberOfNulls: int
    NumberOfDistinctValues: int


class SubObjectStatistics(TypedDict, total=False):
    SourceType: str
    GlueVersionId: str
    PartitionCount: int
    FileCount: int
    TotalFileBytes: int


class SupportedDialect(TypedDict, total=False):
    Dialect: str
    DialectVersion: str


class _TableRequired(TypedDict):
    Name: str


class Table(_TableRequired, total=False):
    DatabaseName: str
    Description: str
    Owner: str
    CreateTime: datetime
    UpdateTime: datetime
    LastAccessTime: datetime
    LastAnalyzedTime: datetime
    Retention: int
    StorageDescriptor: StorageDescriptor
    PartitionKeys: list[Column]
    ViewOriginalText: str
    ViewExpandedText: str
    TableType: str
    Parameters: dict[str, str]
    CreatedBy: str
    IsRegisteredWithLakeFormation: bool
    TargetTable: TableIdentifier
    CatalogId: str
    VersionId: str
    FederatedTable: FederatedTable
    ViewDefinition: ViewDefinition
    IsMultiDialectView: bool
    IsMaterializedView: bool
    IcebergTableMetadata: IcebergTableMetadata
    Status: TableStatus
    RLSProperties: RLSProperties


class TableError(TypedDict, total=False):
    TableName: str
    ErrorDetail: ErrorDetail


class TableIdentifier(TypedDict, total=False):
    CatalogId: str
    DatabaseName: str
    Name: str
    Region: str


class _TableInputRequired(TypedDict):
    Name: str


class TableInput(_TableInputRequired, total=False):
    Description: str
    Owner: str
    LastAccessTime: datetime
    LastAnalyzedTime: datetime
    Retention: int
    StorageDescriptor: StorageDescriptor
    PartitionKeys: list[Column]
    ViewOriginalText: str
    ViewExpandedText: str
    TableType: str
    Parameters: dict[str, str]
    TargetTable: TableIdentifier
    FederatedTable: FederatedTable
    ViewDefinition: ViewDefinitionInput


class TableOptimizer(TypedDict, total=False):
    type: str
    configuration: TableOptimizerConfiguration
    lastRun: TableOptimizerRun
    configurationSource: str


class TableOptimizerConfiguration(TypedDict, total=False):
    roleArn: str
    enabled: bool
    vpcConfiguration: TableOptimizerVpcConfiguration
    compactionConfiguration: CompactionConfiguration
    retentionConfiguration: RetentionConfiguration
    orphanFileDeletionConfiguration: OrphanFileDeletionConfiguration


class TableOptimizerRun(TypedDict, total=False):
    eventType: str
    startTimestamp: datetime
    endTimestamp: datetime
    metrics: RunMetrics
    error: str
    compactionMetrics: CompactionMetrics
    compactionStrategy: str
    retentionMetrics: RetentionMetrics
    orphanFileDeletionMetrics: OrphanFileDeletionMetrics


class TableOptimizerVpcConfiguration(TypedDict, total=False):
    glueConnectionName: str


class TableStatus(TypedDict, total=False):
    RequestedBy: str
    UpdatedBy: str
    RequestTime: datetime
    UpdateTime: datetime
    Action: str
    State: str
    Error: ErrorDetail
    Details: StatusDetails


class TableVersion(TypedDict, total=False):
    Table: Table
    VersionId: str


class TableVersionError(TypedDict, total=False):
    TableName: str
    VersionId: str
    ErrorDetail: ErrorDetail


class Tag(TypedDict, total=False):
    key: str
    value: str


class TagResourceRequest(TypedDict):
    ResourceArn: str
    TagsToAdd: dict[str, str]


class TagResourceResponse(TypedDict, total=False):
    pass


class TargetProcessingProperties(TypedDict, total=False):
    RoleArn: str
    KmsArn: str
    ConnectionName: str
    EventBusArn: str


class TargetRedshiftCatalog(TypedDict):
    CatalogArn: str


class TargetTableConfig(TypedDict, total=False):
    UnnestSpec: str
    PartitionSpec: list[IntegrationPartition]
    TargetTableName: str
    IntegrationArn: str


class TaskRun(TypedDict, total=False):
    TransformId: str
    TaskRunId: str
    Status: str
    LogGroupName: str
    Properties: TaskRunProperties
    ErrorString: str
    StartedOn: datetime
    LastModifiedOn: datetime
    CompletedOn: datetime
    ExecutionTime: int


class TaskRunFilterCriteria(TypedDict, total=False):
    TaskRunType: str
    Status: str
    StartedBefore: datetime
    StartedAfter: datetime


class TaskRunProperties(TypedDict, total=False):
    TaskType: str
    ImportLabelsTaskRunProperties: ImportLabelsTaskRunProperties
    ExportLabelsTaskRunProperties: ExportLabelsTaskRunProperties
    LabelingSetGenerationTaskRunProperties: LabelingSetGenerationTaskRunProperties
    FindMatchesTaskRunProperties: FindMatchesTaskRunProperties


class TaskRunSortCriteria(TypedDict):
    Column: str
    SortDirection: str


class _TestConnectionInputRequired(TypedDict):
    ConnectionType: str
    ConnectionProperties: dict[str, str]


class TestConnectionInput(_TestConnectionInputRequired, total=False):
    AuthenticationConfiguration: AuthenticationConfigurationInput


class TestConnectionRequest(TypedDict, total=False):
    ConnectionName: str
    CatalogId: str
    TestConnectionInput: TestConnectionInput


class TestConnectionResponse(TypedDict, total=False):
    pass


class TimestampFilter(TypedDict, total=False):
    RecordedBefore: datetime
    RecordedAfter: datetime


class TimestampedInclusionAnnotation(TypedDict, total=False):
    Value: str
    LastModifiedOn: datetime


class _TransformConfigParameterRequired(TypedDict):
    Name: str
    Type: str


class TransformConfigParameter(_TransformConfigParameterRequired, total=False):
    ValidationRule: str
    ValidationMessage: str
    Value: list[str]
    ListType: str
    IsOptional: bool


class TransformEncryption(TypedDict, total=False):
    MlUserDataEncryption: MLUserDataEncryption
    TaskRunSecurityConfigurationName: str


class TransformFilterCriteria(TypedDict, total=False):
    Name: str
    TransformType: str
    Status: str
    GlueVersion: str
    CreatedBefore: datetime
    CreatedAfter: datetime
    LastModifiedBefore: datetime
    LastModifiedAfter: datetime
    Schema: list[SchemaColumn]


class _TransformParametersRequired(TypedDict):
    TransformType: str


class TransformParameters(_TransformParametersRequired, total=False):
    FindMatchesParameters: FindMatchesParameters


class TransformSortCriteria(TypedDict):
    Column: str
    SortDirection: str


class Trigger(TypedDict, total=False):
    Name: str
    WorkflowName: str
    Id: str
    Type: str
    State: str
    Description: str
    Schedule: str
    Actions: list[Action]
    Predicate: Predicate
    EventBatchingCondition: EventBatchingCondition


class TriggerNodeDetails(TypedDict, total=False):
    Trigger: Trigger


class TriggerUpdate(TypedDict, total=False):
    Name: str
    Description: str
    Schedule: str
    Actions: list[Action]
    Predicate: Predicate
    EventBatchingCondition: EventBatchingCondition


class UnfilteredPartition(TypedDict, total=False):
    Partition: Partition
    AuthorizedColumns: list[str]
    IsRegisteredWithLakeFormation: bool


class Union(TypedDict):
    Name: str
    Inputs: list[str]
    UnionType: str


class UntagResourceRequest(TypedDict):
    ResourceArn: str
    TagsToRemove: list[str]


class UntagResourceResponse(TypedDict, total=False):
    pass


class _UpdateAssetRequestRequired(TypedDict):
    Identifier: str


class UpdateAssetRequest(_UpdateAssetRequestRequired, total=False):
    Name: str
    Description: str
    ClientToken: str


class _UpdateAssetResponseRequired(TypedDict):
    Id: str


class UpdateAssetResponse(_UpdateAssetResponseRequired, total=False):
    Name: str
    Description: str
    UpdatedAt: datetime


class _UpdateBlueprintRequestRequired(TypedDict):
    Name: str
    BlueprintLocation: str


class UpdateBlueprintRequest(_UpdateBlueprintRequestRequired, total=False):
    Description: str


class UpdateBlueprintResponse(TypedDict, total=False):
    Name: str


class UpdateCatalogRequest(TypedDict):
    CatalogId: str
    CatalogInput: CatalogInput


class UpdateCatalogResponse(TypedDict, total=False):
    pass


class UpdateClassifierRequest(TypedDict, total=False):
    GrokClassifier: UpdateGrokClassifierRequest
    XMLClassifier: UpdateXMLClassifierRequest
    JsonClassifier: UpdateJsonClassifierRequest
    CsvClassifier: UpdateCsvClassifierRequest


class UpdateClassifierResponse(TypedDict, total=False):
    pass


class _UpdateColumnStatisticsForPartitionRequestRequired(TypedDict):
    DatabaseName: str
    TableName: str
    PartitionValues: list[str]
    ColumnStatisticsList: list[ColumnStatistics]


class UpdateColumnStatisticsForPartitionRequest(
    _UpdateColumnStatisticsForPartitionRequestRequired, total=False
):
    CatalogId: str


class UpdateColumnStatisticsForPartitionResponse(TypedDict, total=False):
    Errors: list[ColumnStatisticsError]


class _UpdateColumnStatisticsForTableRequestRequired(TypedDict):
    DatabaseName: str
    TableName: str
    ColumnStatisticsList: list[ColumnStatistics]


class UpdateColumnStatisticsForTableRequest(_UpdateColumnStatisticsForTableRequestRequired, total=False):
    CatalogId: str


class UpdateColumnStatisticsForTableResponse(TypedDict, total=False):
    Errors: list[ColumnStatisticsError]


class _UpdateColumnStatisticsTaskSettingsRequestRequired(TypedDict):
    DatabaseName: str
    TableName: str


class UpdateColumnStatisticsTaskSettingsRequest(
    _UpdateColumnStatisticsTaskSettingsRequestRequired, total=False
):
    Role: str
    Schedule: str
    ColumnNameList: list[str]
    SampleSize: float
    CatalogID: str
    SecurityConfiguration: str


class UpdateColumnStatisticsTaskSettingsResponse(TypedDict, total=False):
    pass


class _UpdateConnectionRequestRequired(TypedDict):
    Name: str
    ConnectionInput: ConnectionInput


class UpdateConnectionRequest(_UpdateConnectionRequestRequired, total=False):
    CatalogId: str


class UpdateConnectionResponse(TypedDict, total=False):
    pass


class _UpdateCrawlerRequestRequired(TypedDict):
    Name: str


class UpdateCrawlerRequest(_UpdateCrawlerRequestRequired, total=False):
    Role: str
    DatabaseName: str
    Description: str
    Targets: CrawlerTargets
    Schedule: str
    Classifiers: list[str]
    TablePrefix: str
    SchemaChangePolicy: SchemaChangePolicy
    RecrawlPolicy: RecrawlPolicy
    LineageConfiguration: LineageConfiguration
    LakeFormationConfiguration: LakeFormationConfiguration
    Configuration: str
    CrawlerSecurityConfiguration: str
    CatalogId: str


class UpdateCrawlerResponse(TypedDict, total=False):
    pass


class _UpdateCrawlerScheduleRequestRequired(TypedDict):
    CrawlerName: str


class UpdateCrawlerScheduleRequest(_UpdateCrawlerScheduleRequestRequired, total=False):
    Schedule: str


class UpdateCrawlerScheduleResponse(TypedDict, total=False):
    pass


class _UpdateCsvClassifierRequestRequired(TypedDict):
    Name: str


class UpdateCsvClassifierRequest(_UpdateCsvClassifierRequestRequired, total=False):
    Delimiter: str
    QuoteSymbol: str
    ContainsHeader: str
    Header: list[str]
    DisableValueTrimming: bool
    AllowSingleColumn: bool
    CustomDatatypeConfigured: bool
    CustomDatatypes: list[str]
    Serde: str


class _UpdateDataQualityEvaluationConfigRequestRequired(TypedDict):
    Name: str


class UpdateDataQualityEvaluationConfigRequest(
    _UpdateDataQualityEvaluationConfigRequestRequired, total=False
):
    DataSource: DataQualityEvaluationConfigDataSource
    RulesetName: str
    ManagedRulesetName: str
    Triggers: list[str]
    ScheduleExpression: str
    StartAt: datetime
    EndAt: datetime
    PauseRuns: bool
    Role: str
    NumberOfWorkers: int
    Timeout: int
    AdditionalRunOptions: DataQualityEvaluationConfigAdditionalRunOptions
    AdditionalDataSources: dict[str, DataSource]


class UpdateDataQualityEvaluationConfigResponse(TypedDict, total=False):
    Name: str
    EvaluationRunMode: str
    CreatedOn: datetime
    LastModifiedOn: datetime
    Level: str
    DataSource: DataQualityEvaluationConfigDataSource
    RulesetName: str
    ManagedRulesetName: str
    Triggers: list[str]
    ScheduleExpression: str
    StartAt: datetime
    EndAt: datetime
    PauseRuns: bool
    Role: str
    NumberOfWorkers: int
    Timeout: int
    AdditionalRunOptions: DataQualityEvaluationConfigAdditionalRunOptions
    AdditionalDataSources: dict[str, DataSource]


class _UpdateDataQualityRulesetRequestRequired(TypedDict):
    Name: str


class UpdateDataQualityRulesetRequest(_UpdateDataQualityRulesetRequestRequired, total=False):
    Description: str
    Ruleset: str


class UpdateDataQualityRulesetResponse(TypedDict, total=False):
    Name: str
    Description: str
    Ruleset: str


class _UpdateDatabaseRequestRequired(TypedDict):
    Name: str
    DatabaseInput: DatabaseInput


class UpdateDatabaseRequest(_UpdateDatabaseRequestRequired, total=False):
    CatalogId: str


class UpdateDatabaseResponse(TypedDict, total=False):
    pass


class _UpdateDevEndpointRequestRequired(TypedDict):
    EndpointName: str


class UpdateDevEndpointRequest(_UpdateDevEndpointRequestRequired, total=False):
    PublicKey: str
    AddPublicKeys: list[str]
    DeletePublicKeys: list[str]
    CustomLibraries: DevEndpointCustomLibraries
    UpdateEtlLibraries: bool
    DeleteArguments: list[str]
    AddArguments: dict[str, str]


class UpdateDevEndpointResponse(TypedDict, total=False):
    pass


class _UpdateGlossaryRequestRequired(TypedDict):
    Identifier: str


class UpdateGlossaryRequest(_UpdateGlossaryRequestRequired, total=False):
    Name: str
    Description: str
    ClientToken: str


class UpdateGlossaryResponse(TypedDict, total=False):
    Id: str
    Name: str
    Description: str


class _UpdateGlossaryTermRequestRequired(TypedDict):
    Identifier: str


class UpdateGlossaryTermRequest(_UpdateGlossaryTermRequestRequired, total=False):
    Name: str
    ShortDescription: str
    LongDescription: str
    ClientToken: str


class UpdateGlossaryTermResponse(TypedDict, total=False):
    Id: str
    GlossaryId: str
    Name: str
    ShortDescription: str
    LongDescription: str


class UpdateGlueIdentityCenterConfigurationRequest(TypedDict, total=False):
    Scopes: list[str]
    UserBackgroundSessionsEnabled: bool


class UpdateGlueIdentityCenterConfigurationResponse(TypedDict, total=False):
    pass


class _UpdateGrokClassifierRequestRequired(TypedDict):
    Name: str


class UpdateGrokClassifierRequest(_UpdateGrokClassifierRequestRequired, total=False):
    Classification: str
    GrokPattern: str
    CustomPatterns: str


class UpdateIcebergInput(TypedDict):
    UpdateIcebergTableInput: UpdateIcebergTableInput


class UpdateIcebergTableInput(TypedDict):
    Updates: list[IcebergTableUpdate]


class _UpdateIntegrationResourcePropertyRequestRequired(TypedDict):
    ResourceArn: str


class UpdateIntegrationResourcePropertyRequest(
    _UpdateIntegrationResourcePropertyRequestRequired, total=False
):
    SourceProcessingProperties: SourceProcessingProperties
    TargetProcessingProperties: TargetProcessingProperties


class UpdateIntegrationResourcePropertyResponse(TypedDict, total=False):
    ResourceArn: str
    ResourcePropertyArn: str
    SourceProcessingProperties: SourceProcessingProperties
    TargetProcessingProperties: TargetProcessingProperties


class _UpdateIntegrationTablePropertiesRequestRequired(TypedDict):
    ResourceArn: str
    TableName: str


class UpdateIntegrationTablePropertiesRequest(_UpdateIntegrationTablePropertiesRequestRequired, total=False):
    SourceTableConfig: SourceTableConfig
    TargetTableConfig: TargetTableConfig


class UpdateIntegrationTablePropertiesResponse(TypedDict, total=False):
    pass


class UpdateJobFromSourceControlRequest(TypedDict, total=False):
    JobName: str
    Provider: str
    RepositoryName: str
    RepositoryOwner: str
    BranchName: str
    Folder: str
    CommitId: str
    AuthStrategy: str
    AuthToken: str


class UpdateJobFromSourceControlResponse(TypedDict, total=False):
    JobName: str


class UpdateJobRequest(TypedDict):
    JobName: str
    JobUpdate: JobUpdate


class UpdateJobResponse(TypedDict, total=False):
    JobName: str


class _UpdateJsonClassifierRequestRequired(TypedDict):
    Name: str


class UpdateJsonClassifierRequest(_UpdateJsonClassifierRequestRequired, total=False):
    JsonPath: str


class _UpdateMLTransformRequestRequired(TypedDict):
    TransformId: str


class UpdateMLTransformRequest(_UpdateMLTransformRequestRequired, total=False):
    Name: str
    Description: str
    Parameters: TransformParameters
    Role: str
    GlueVersion: str
    MaxCapacity: float
    WorkerType: str
    NumberOfWorkers: int
    Timeout: int
    MaxRetries: int


class UpdateMLTransformResponse(TypedDict, total=False):
    TransformId: str


class UpdateOpenTableFormatInput(TypedDict, total=False):
    UpdateIcebergInput: UpdateIcebergInput


class _UpdatePartitionRequestRequired(TypedDict):
    DatabaseName: str
    TableName: str
    PartitionValueList: list[str]
    PartitionInput: PartitionInput


class UpdatePartitionRequest(_UpdatePartitionRequestRequired, total=False):
    CatalogId: str


class UpdatePartitionResponse(TypedDict, total=False):
    pass


class UpdateRegistryRequest(TypedDict):
    RegistryId: RegistryId
    Description: str


class UpdateRegistryResponse(TypedDict, total=False):
    RegistryName: str
    RegistryArn: str


class _UpdateSchemaRequestRequired(TypedDict):
    SchemaId: SchemaId


class UpdateSchemaRequest(_UpdateSchemaRequestRequired, total=False):
    SchemaVersionNumber: SchemaVersionNumber
    Compatibility: str
    Description: str


class UpdateSchemaResponse(TypedDict, total=False):
    SchemaArn: str
    SchemaName: str
    RegistryName: str


class UpdateSourceControlFromJobRequest(TypedDict, total=False):
    JobName: str
    Provider: str
    RepositoryName: str
    RepositoryOwner: str
    BranchName: str
    Folder: str
    CommitId: str
    AuthStrategy: str
    AuthToken: str


class UpdateSourceControlFromJobResponse(TypedDict, total=False):
    JobName: str


class UpdateTableOptimizerRequest(TypedDict):
    CatalogId: str
    DatabaseName: str
    TableName: str
    Type: str
    TableOptimizerConfiguration: TableOptimizerConfiguration


class UpdateTableOptimizerResponse(TypedDict, total=False):
    pass


class _UpdateTableRequestRequired(TypedDict):
    DatabaseName: str


class UpdateTableRequest(_UpdateTableRequestRequired, total=False):
    CatalogId: str
    Name: str
    TableInput: TableInput
    SkipArchive: bool
    TransactionId: str
    VersionId: str
    ViewUpdateAction: str
    Force: bool
    UpdateOpenTableFormatInput: UpdateOpenTableFormatInput


class UpdateTableResponse(TypedDict, total=False):
    pass


class UpdateTriggerRequest(TypedDict):
    Name: str
    TriggerUpdate: TriggerUpdate


class UpdateTriggerResponse(TypedDict, total=False):
    Trigger: Trigger


class _UpdateUsageProfileRequestRequired(TypedDict):
    Name: str
    Configuration: ProfileConfiguration


class UpdateUsageProfileRequest(_UpdateUsageProfileRequestRequired, total=False):
    Description: str


class UpdateUsageProfileResponse(TypedDict, total=False):
    Name: str


class _UpdateUserDefinedFunctionRequestRequired(TypedDict):
    DatabaseName: str
    FunctionName: str
    FunctionInput: UserDefinedFunctionInput


class UpdateUserDefinedFunctionRequest(_UpdateUserDefinedFunctionRequestRequired, total=False):
    CatalogId: str


class UpdateUserDefinedFunctionResponse(TypedDict, total=False):
    pass


class _UpdateWorkflowRequestRequired(TypedDict):
    Name: str


class UpdateWorkflowRequest(_UpdateWorkflowRequestRequired, total=False):
    Description: str
    DefaultRunProperties: dict[str, str]
    MaxConcurrentRuns: int


class UpdateWorkflowResponse(TypedDict, total=False):
    Name: str


class _UpdateXMLClassifierRequestRequired(TypedDict):
    Name: str


class UpdateXMLClassifierRequest(_UpdateXMLClassifierRequestRequired, total=False):
    Classification: str
    RowTag: str


class UpsertRedshiftTargetOptions(TypedDict, total=False):
    TableLocation: str
    ConnectionName: str
    UpsertKeys: list[str]


class UsageProfileDefinition(TypedDict, total=False):
    Name: str
    Description: str
    CreatedOn: datetime
    LastModifiedOn: datetime


class UserDefinedFunction(TypedDict, total=False):
    FunctionName: str
    DatabaseName: str
    ClassName: str
    OwnerName: str
    FunctionType: str
    OwnerType: str
    CreateTime: datetime
    ResourceUris: list[ResourceUri]
    ArtifactLocation: str
    GovernanceMode: str
    CatalogId: str


class UserDefinedFunctionInput(TypedDict, total=False):
    FunctionName: str
    ClassName: str
    OwnerName: str
    FunctionType: str
    OwnerType: str
    ResourceUris: list[ResourceUri]
    ArtifactLocation: str
    GovernanceMode: str


class ViewDefinition(TypedDict, total=False):
    IsProtected: bool
    IsManaged: bool
    Definer: str
    ViewVersionId: int
    ViewVersionToken: str
    RefreshSeconds: int
    LastRefreshType: str
    SubObjects: list[str]
    SubObjectVersionIds: list[int]
    SubObjectsStatistics: list[SubObjectStatistics]
    Representations: list[ViewRepresentation]
    SparkPipelineInfo: dict[str, str]


class ViewDefinitionInput(TypedDict, total=False):
    IsProtected: bool
    IsManaged: bool
    Definer: str
    Representations: list[ViewRepresentationInput]
    ViewVersionId: int
    ViewVersionToken: str
    RefreshSeconds: int
    LastRefreshType: str
    SubObjects: list[str]
    SubObjectVersionIds: list[int]
    SubObjectsStatistics: list[SubObjectStatistics]
    SparkPipelineInfo: dict[str, str]


class ViewRepresentation(TypedDict, total=False):
    Dialect: str
    DialectVersion: str
    ViewOriginalText: str
    ViewExpandedText: str
    ValidationConnection: str
    IsStale: bool


class ViewRepresentationInput(TypedDict, total=False):
    Dialect: str
    DialectVersion: str
    ViewOriginalText: str
    ValidationConnection: str
    ViewExpandedText: str


class ViewValidation(TypedDict, total=False):
    Dialect: str
    DialectVersion: str
    ViewValidationText: str
    UpdateTime: datetime
    State: str
    Error: ErrorDetail


class Workflow(TypedDict, total=False):
    Name: str
    Description: str
    DefaultRunProperties: dict[str, str]
    CreatedOn: datetime
    LastModifiedOn: datetime
    LastRun: WorkflowRun
    Graph: WorkflowGraph
    MaxConcurrentRuns: int
    BlueprintDetails: BlueprintDetails


class WorkflowGraph(TypedDict, total=False):
    Nodes: list[Node]
    Edges: list[Edge]


class WorkflowRun(TypedDict, total=False):
    Name: str
    WorkflowRunId: str
    PreviousRunId: str
    WorkflowRunProperties: dict[str, str]
    StartedOn: datetime
    CompletedOn: datetime
    Status: str
    ErrorMessage: str
    Statistics: WorkflowRunStatistics
    Graph: WorkflowGraph
    StartingEventBatchCondition: StartingEventBatchCondition


class WorkflowRunStatistics(TypedDict, total=False):
    TotalActions: int
    TimeoutActions: int
    FailedActions: int
    StoppedActions: int
    SucceededActions: int
    RunningActions: int
    ErroredActions: int
    WaitingActions: int


class _XMLClassifierRequired(TypedDict):
    Name: str
    Classification: str


class XMLClassifier(_XMLClassifierRequired, total=False):
    CreationTime: datetime
    LastUpdated: datetime
    Version: int
    RowTag: str


#: Every operation of the model (the operations table must cover exactly these, or say why not).
OPERATIONS: tuple[str, ...] = (
    "AssociateGlossaryTerms",
    "BatchCreatePartition",
    "BatchDeleteConnection",
    "BatchDeletePartition",
    "BatchDeleteTable",
    "BatchDeleteTableVersion",
    "BatchGetBlueprints",
    "BatchGetCrawlers",
    "BatchGetCustomEntityTypes",
    "BatchGetDataQualityResult",
    "BatchGetDataQualityResultV2",
    "BatchGetDataQualityRulesetEvaluationRun",
    "BatchGetDevEndpoints",
    "BatchGetIterableForms",
    "BatchGetJobs",
    "BatchGetPartition",
    "BatchGetTableOptimizer",
    "BatchGetTriggers",
    "BatchGetWorkflows",
    "BatchPutDataQualityStatisticAnnotation",
    "BatchStopJobRun",
    "BatchUpdatePartition",
    "CancelDataQualityRuleRecommendationRun",
    "CancelDataQualityRulesetEvaluationRun",
    "CancelMLTaskRun",
    "CancelStatement",
    "CheckSchemaVersionValidity",
    "CreateBlueprint",
    "CreateCatalog",
    "CreateClassifier",
    "CreateColumnStatisticsTaskSettings",
    "CreateConnection",
    "CreateCrawler",
    "CreateCustomEntityType",
    "CreateDataQualityEvaluationConfig",
    "CreateDataQualityRuleset",
    "CreateDatabase",
    "CreateDevEndpoint",
    "CreateGlossary",
    "CreateGlossaryTerm",
    "CreateGlueIdentityCenterConfiguration",
    "CreateIntegration",
    "CreateIntegrationResourceProperty",
    "CreateIntegrationTableProperties",
    "CreateJob",
    "CreateMLTransform",
    "CreatePartition",
    "CreatePartitionIndex",
    "CreateRegistry",
    "CreateSchema",
    "CreateScript",
    "CreateSecurityConfiguration",
    "CreateSession",
    "CreateTable",
    "CreateTableOptimizer",
    "CreateTrigger",
    "CreateUsageProfile",
    "CreateUserDefinedFunction",
    "CreateWorkflow",
    "DeleteAsset",
    "DeleteAttachment",
    "DeleteBlueprint",
    "DeleteCatalog",
    "DeleteClassifier",
    "DeleteColumnStatisticsForPartition",
    "DeleteColumnStatisticsForTable",
    "DeleteColumnStatisticsTaskSettings",
    "DeleteConnection",
    "DeleteConnectionType",
    "DeleteCrawler",
    "DeleteCustomEntityType",
    "DeleteDataQualityEvaluationConfig",
    "DeleteDataQualityRuleset",
    "DeleteDatabase",
    "DeleteDevEndpoint",
    "DeleteFormType",
    "DeleteGlossary",
    "DeleteGlossaryTerm",
    "DeleteGlueIdentityCenterConfiguration",
    "DeleteIntegration",
    "DeleteIntegrationResourceProperty",
    "DeleteIntegrationTableProperties",
    "DeleteJob",
    "DeleteMLTransform",
    "DeletePartition",
    "DeletePartitionIndex",
    "DeleteRegistry",
    "DeleteResourcePolicy",
    "DeleteSchema",
    "DeleteSchemaVersions",
    "DeleteSecurityConfiguration",
    "DeleteSession",
    "DeleteTable",
    "DeleteTableOptimizer",
    "DeleteTableVersion",
    "DeleteTrigger",
    "DeleteUsageProfile",
    "DeleteUserDefinedFunction",
    "DeleteWorkflow",
    "DescribeConnectionType",
    "DescribeEntity",
    "DescribeInboundIntegrations",
    "DescribeIntegrations",
    "DisassociateGlossaryTerms",
    "GetAsset",
    "GetAssetType",
    "GetBlueprint",
    "GetBlueprintRun",
    "GetBlueprintRuns",
    "GetCatalog",
    "GetCatalogImportStatus",
    "GetCatalogs",
    "GetClassifier",
    "GetClassifiers",
    "GetColumnStatisticsForPartition",
    "GetColumnStatisticsForTable",
    "GetColumnStatisticsTaskRun",
    "GetColumnStatisticsTaskRuns",
    "GetColumnStatisticsTaskSettings",
    "GetConnection",
    "GetConnections",
    "GetCrawler",
    "GetCrawlerMetrics",
    "GetCrawlers",
    "GetCustomEntityType",
    "GetDashboardUrl",
    "GetDataCatalogEncryptionSettings",
    "GetDataCatalogExportConfiguration",
    "GetDataQualityEvaluationConfig",
    "GetDataQualityModel",
    "GetDataQualityModelResult",
    "GetDataQualityResult",
    "GetDataQualityResultV2",
    "GetDataQualityRuleRecommendationRun",
    "GetDataQualityRuleset",
    "GetDataQualityRulesetEvaluationRun",
    "GetDatabase",
    "GetDatabases",
    "GetDataflowGraph",
    "GetDevEndpoint",
    "GetDevEndpoints",
    "GetEntityRecords",
    "GetFormType",
    "GetGlossary",
    "GetGlossaryTerm",
    "GetGlueIdentityCenterConfiguration",
    "GetIntegrationResourceProperty",
    "GetIntegrationTableProperties",
    "GetJob",
    "GetJobBookmark",
    "GetJobRun",
    "GetJobRuns",
    "GetJobUpgradeAnalysis",
    "GetJobs",
    "GetMLTaskRun",
    "GetMLTaskRuns",
    "GetMLTransform",
    "GetMLTransforms",
    "GetMapping",
    "GetMaterializedViewRefreshTaskRun",
    "GetPartition",
    "GetPartitionIndexes",
    "GetPartitions",
    "GetPlan",
    "GetRegistry",
    "GetResourcePolicies",
    "GetResourcePolicy",
    "GetSchema",
    "GetSchemaByDefinition",
    "GetSchemaVersion",
    "GetSchemaVersionsDiff",
    "GetSecurityConfiguration",
    "GetSecurityConfigurations",
    "GetSession",
    "GetSessionEndpoint",
    "GetStatement",
    "GetSystemLogsForJobRun",
    "GetSystemLogsForSession",
    "GetTable",
    "GetTableOptimizer",
    "GetTableVersion",
    "GetTableVersions",
    "GetTables",
    "GetTags",
    "GetTrigger",
    "GetTriggers",
    "GetUnfilteredPartitionMetadata",
    "GetUnfilteredPartitionsMetadata",
    "GetUnfilteredTableMetadata",
    "GetUsageProfile",
    "GetUserDefinedFunction",
    "GetUserDefinedFunctions",
    "GetWorkflow",
    "GetWorkflowRun",
    "GetWorkflowRunProperties",
    "GetWorkflowRuns",
    "ImportCatalogToGlue",
    "ListAssetTypes",
    "ListBlueprints",
    "ListColumnStatisticsTaskRuns",
    "ListConnectionTypes",
    "ListCrawlers",
    "ListCrawls",
    "ListCustomEntityTypes",
    "ListDataQualityEvaluationConfigs",
    "ListDataQualityResults",
    "ListDataQualityResultsV2",
    "ListDataQualityRuleRecommendationRuns",
    "ListDataQualityRulesetEvaluationRuns",
    "ListDataQualityRulesets",
    "ListDataQualityStatisticAnnotations",
    "ListDataQualityStatistics",
    "ListDevEndpoints",
    "ListEntities",
    "ListFormTypes",
    "ListGlossaries",
    "ListGlossaryTerms",
    "ListIntegrationResourceProperties",
    "ListIntegrationTableProperties",
    "ListIterableForms",
    "ListJobs",
    "ListMLTransforms",
    "ListMaterializedViewRefreshTaskRuns",
    "ListRegistries",
    "ListSchemaVersions",
    "ListSchemas",
    "ListSessions",
    "ListStatements",
    "ListTableOptimizerRuns",
    "ListTriggers",
    "ListUsageProfiles",
    "ListWorkflows",
    "ModifyIntegration",
    "PublishDataQualityResultV2",
    "PutAsset",
    "PutAttachment",
    "PutDataCatalogEncryptionSettings",
    "PutDataCatalogExportConfiguration",
    "PutDataQualityProfileAnnotation",
    "PutFormType",
    "PutResourcePolicy",
    "PutSchemaVersionMetadata",
    "PutWorkflowRunProperties",
    "QuerySchemaVersionMetadata",
    "RegisterConnectionType",
    "RegisterSchemaVersion",
    "RemoveSchemaVersionMetadata",
    "ResetJobBookmark",
    "ResumeWorkflowRun",
    "RunStatement",
    "SearchAssets",
    "SearchTables",
    "StartBlueprintRun",
    "StartColumnStatisticsTaskRun",
    "StartColumnStatisticsTaskRunSchedule",
    "StartCrawler",
    "StartCrawlerSchedule",
    "StartDataQualityRuleRecommendationRun",
    "StartDataQualityRulesetEvaluationRun",
    "StartExportLabelsTaskRun",
    "StartImportLabelsTaskRun",
    "StartJobRun",
    "StartJobUpgradeAnalysis",
    "StartMLEvaluationTaskRun",
    "StartMLLabelingSetGenerationTaskRun",
    "StartMaterializedViewRefreshTaskRun",
    "StartTrigger",
    "StartWorkflowRun",
    "StopColumnStatisticsTaskRun",
    "StopColumnStatisticsTaskRunSchedule",
    "StopCrawler",
    "StopCrawlerSchedule",
    "StopJobUpgradeAnalysis",
    "StopMaterializedViewRefreshTaskRun",
    "StopSession",
    "StopTrigger",
    "StopWorkflowRun",
    "TagResource",
    "TestConnection",
    "UntagResource",
    "UpdateAsset",
    "UpdateBlueprint",
    "UpdateCatalog",
    "UpdateClassifier",
    "UpdateColumnStatisticsForPartition",
    "UpdateColumnStatisticsForTable",
    "UpdateColumnStatisticsTaskSettings",
    "UpdateConnection",
    "UpdateCrawler",
    "UpdateCrawlerSchedule",
    "UpdateDataQualityEvaluationConfig",
    "UpdateDataQualityRuleset",
    "UpdateDatabase",
    "UpdateDevEndpoint",
    "UpdateGlossary",
    "UpdateGlossaryTerm",
    "UpdateGlueIdentityCenterConfiguration",
    "UpdateIntegrationResourceProperty",
    "UpdateIntegrationTableProperties",
    "UpdateJob",
    "UpdateJobFromSourceControl",
    "UpdateMLTransform",
    "UpdatePartition",
    "UpdateRegistry",
    "UpdateSchema",
    "UpdateSourceControlFromJob",
    "UpdateTable",
    "UpdateTableOptimizer",
    "UpdateTrigger",
    "UpdateUsageProfile",
    "UpdateUserDefinedFunction",
    "UpdateWorkflow",
)
