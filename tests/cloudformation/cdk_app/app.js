// A CDK v2 app labcloud deploys unchanged: a queue, a function (a file asset), a table,
// a REST API in front of the function and a state machine that invokes it.
// Plain JavaScript (no TypeScript compile step); aws-cdk-lib and constructs come from NODE_PATH.
const cdk = require("aws-cdk-lib");
const { Construct } = require("constructs");
const apigateway = require("aws-cdk-lib/aws-apigateway");
const dynamodb = require("aws-cdk-lib/aws-dynamodb");
const lambda = require("aws-cdk-lib/aws-lambda");
const sqs = require("aws-cdk-lib/aws-sqs");
const sfn = require("aws-cdk-lib/aws-stepfunctions");
const tasks = require("aws-cdk-lib/aws-stepfunctions-tasks");
const path = require("path");

class OrdersStack extends cdk.Stack {
  constructor(scope, id, props) {
    super(scope, id, props);
    const queue = new sqs.Queue(this, "Orders", { visibilityTimeout: cdk.Duration.seconds(30) });
    const table = new dynamodb.Table(this, "Ledger", {
      partitionKey: { name: "id", type: dynamodb.AttributeType.STRING },
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      removalPolicy: cdk.RemovalPolicy.DESTROY,
    });
    const fn = new lambda.Function(this, "Handler", {
      runtime: lambda.Runtime.PYTHON_3_12,
      handler: "index.handler",
      code: lambda.Code.fromAsset(path.join(__dirname, "handler")),
      environment: { TABLE_NAME: table.tableName, QUEUE_URL: queue.queueUrl },
      timeout: cdk.Duration.seconds(10),
    });
    table.grantReadWriteData(fn);
    queue.grantSendMessages(fn);
    const api = new apigateway.LambdaRestApi(this, "Api", { handler: fn });
    const machine = new sfn.StateMachine(this, "Flow", {
      definitionBody: sfn.DefinitionBody.fromChainable(
        new tasks.LambdaInvoke(this, "Record", { lambdaFunction: fn, outputPath: "$.Payload" }),
      ),
    });
    new cdk.CfnOutput(this, "ApiUrl", { value: api.url });
    new cdk.CfnOutput(this, "QueueUrl", { value: queue.queueUrl });
    new cdk.CfnOutput(this, "TableName", { value: table.tableName });
    new cdk.CfnOutput(this, "FunctionName", { value: fn.functionName });
    new cdk.CfnOutput(this, "StateMachineArn", { value: machine.stateMachineArn });
  }
}

const app = new cdk.App();
new OrdersStack(app, process.env.LABCLOUD_CDK_STACK || "LabcloudCdkOrders", {
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
});
app.synth();
