// Runs ../smoke_plan.json with the AWS SDK for JavaScript, v2 (`aws-sdk`) or v3 (`@aws-sdk/client-*`).
//
//   NODE_PATH=<folder with node_modules> node smoke.js http://127.0.0.1:5000 js-v3
//
// Prints one JSON line per step ({"step": ..., "ok": true} or with "problem"), then exits 1 if a step
// failed. The SDKs come from the npm registry into a cache folder (tests/clients/sdks.py installs them).
"use strict";

const fs = require("fs");
const path = require("path");

const PLAN = path.join(__dirname, "..", "smoke_plan.json");
const PLACEHOLDER = /\$\{([A-Z_]+)\}/g;
const V3_PACKAGES = {
  sts: ["@aws-sdk/client-sts", "STSClient"],
  iam: ["@aws-sdk/client-iam", "IAMClient"],
  dynamodb: ["@aws-sdk/client-dynamodb", "DynamoDBClient"],
  dynamodbstreams: ["@aws-sdk/client-dynamodb-streams", "DynamoDBStreamsClient"],
  sqs: ["@aws-sdk/client-sqs", "SQSClient"],
  lambda: ["@aws-sdk/client-lambda", "LambdaClient"],
  logs: ["@aws-sdk/client-cloudwatch-logs", "CloudWatchLogsClient"],
  cloudwatch: ["@aws-sdk/client-cloudwatch", "CloudWatchClient"],
  s3: ["@aws-sdk/client-s3", "S3Client"],
  cloudformation: ["@aws-sdk/client-cloudformation", "CloudFormationClient"],
  fis: ["@aws-sdk/client-fis", "FisClient"],
  sns: ["@aws-sdk/client-sns", "SNSClient"],
  events: ["@aws-sdk/client-eventbridge", "EventBridgeClient"],
  stepfunctions: ["@aws-sdk/client-sfn", "SFNClient"],
  secretsmanager: ["@aws-sdk/client-secrets-manager", "SecretsManagerClient"],
  ssm: ["@aws-sdk/client-ssm", "SSMClient"],
  kms: ["@aws-sdk/client-kms", "KMSClient"],
  kinesis: ["@aws-sdk/client-kinesis", "KinesisClient"],
  apigateway: ["@aws-sdk/client-api-gateway", "APIGatewayClient"],
  apigatewayv2: ["@aws-sdk/client-apigatewayv2", "ApiGatewayV2Client"],
  scheduler: ["@aws-sdk/client-scheduler", "SchedulerClient"],
  pipes: ["@aws-sdk/client-pipes", "PipesClient"],
  "cognito-idp": ["@aws-sdk/client-cognito-identity-provider", "CognitoIdentityProviderClient"],
  elbv2: ["@aws-sdk/client-elastic-load-balancing-v2", "ElasticLoadBalancingV2Client"],
  route53: ["@aws-sdk/client-route-53", "Route53Client"],
  acm: ["@aws-sdk/client-acm", "ACMClient"],
  ec2: ["@aws-sdk/client-ec2", "EC2Client"],
  appsync: ["@aws-sdk/client-appsync", "AppSyncClient"],
  cloudfront: ["@aws-sdk/client-cloudfront", "CloudFrontClient"],
  iot: ["@aws-sdk/client-iot", "IoTClient"],
  efs: ["@aws-sdk/client-efs", "EFSClient"],
  cloudtrail: ["@aws-sdk/client-cloudtrail", "CloudTrailClient"],
  ses: ["@aws-sdk/client-ses", "SESClient"],
  firehose: ["@aws-sdk/client-firehose", "FirehoseClient"],
  sesv2: ["@aws-sdk/client-sesv2", "SESv2Client"],
  "iot-data": ["@aws-sdk/client-iot-data-plane", "IoTDataPlaneClient"],
  appconfig: ["@aws-sdk/client-appconfig", "AppConfigClient"],
  appconfigdata: ["@aws-sdk/client-appconfigdata", "AppConfigDataClient"],
};
const V2_CLASSES = {
  sts: "STS", iam: "IAM", dynamodb: "DynamoDB", dynamodbstreams: "DynamoDBStreams", sqs: "SQS",
  lambda: "Lambda", logs: "CloudWatchLogs", cloudwatch: "CloudWatch", s3: "S3",
  cloudformation: "CloudFormation", fis: "Fis", sns: "SNS", events: "EventBridge", stepfunctions: "StepFunctions",
  secretsmanager: "SecretsManager", ssm: "SSM", kms: "KMS", kinesis: "Kinesis", apigateway: "APIGateway",
  apigatewayv2: "ApiGatewayV2", scheduler: "Scheduler", pipes: "Pipes", "cognito-idp": "CognitoIdentityServiceProvider",
  elbv2: "ELBv2", route53: "Route53", acm: "ACM", ec2: "EC2", appsync: "AppSync", cloudfront: "CloudFront",
  iot: "Iot", efs: "EFS", cloudtrail: "CloudTrail", ses: "SES", firehose: "Firehose", sesv2: "SESV2",
  "iot-data": "IotData", appconfig: "AppConfig", appconfigdata: "AppConfigData",
};

function fill(value, names) {
  if (typeof value === "string") {
    const whole = /^\$\{([A-Z_]+)\}$/.exec(value);
    if (whole) return names[whole[1]];
    return value.replace(PLACEHOLDER, (_, name) => String(names[name]));
  }
  if (Array.isArray(value)) return value.map((v) => fill(v, names));
  if (value && typeof value === "object") {
    const keys = Object.keys(value);
    if (keys.length === 1 && keys[0] === "$base64") return Buffer.from(fill(value.$base64, names), "base64");
    return Object.fromEntries(keys.map((k) => [k, fill(value[k], names)]));
  }
  return value;
}

async function plain(value) {
  // Streams and bytes as text, so answers compare the same in every runner.
  if (value && typeof value.transformToString === "function") return await value.transformToString();
  if (Buffer.isBuffer(value)) return value.toString("utf8");
  if (value instanceof Uint8Array) return Buffer.from(value).toString("utf8");
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return Promise.all(value.map(plain));
  if (value && typeof value === "object") {
    const out = {};
    for (const [k, v] of Object.entries(value)) if (k !== "$metadata" && k !== "ResponseMetadata") out[k] = await plain(v);
    return out;
  }
  return value;
}

function at(answer, where) {
  for (const part of where.split(".")) {
    if (answer === undefined || answer === null) return null;
    answer = Array.isArray(answer) ? answer[Number(part)] : answer[part];
  }
  return answer === undefined ? null : answer;
}

function same(a, b) {
  return JSON.stringify(a) === JSON.stringify(b);
}

function problemOf(step, answer, names) {
  for (const [where, wanted] of fill([...(step.expect || []), ...(step.until || [])], names)) {
    if (!same(at(answer, where), wanted)) return `${where} is ${JSON.stringify(at(answer, where))}, not ${JSON.stringify(wanted)}`;
  }
  if (step.contains) {
    const [where, member, wanted] = fill(step.contains, names);
    const values = (at(answer, where) || []).map((v) => (member === null ? v : v[member]));
    if (!values.includes(wanted)) return `${where} holds no ${JSON.stringify(wanted)}: ${JSON.stringify(values)}`;
  }
  return null;
}

function makeCaller(flavour, endpoint) {
  const credentials = { accessKeyId: "test", secretAccessKey: "test" };
  const clients = {};
  if (flavour === "js-v2") {
    const AWS = require("aws-sdk");
    return async (service, op, params) => {
      if (!clients[service]) {
        clients[service] = new AWS[V2_CLASSES[service]]({
          endpoint, region: "us-east-1", credentials, maxRetries: 0, s3ForcePathStyle: true,
        });
      }
      const method = op[0].toLowerCase() + op.slice(1);
      try {
        return { answer: await clients[service][method](params).promise() };
      } catch (error) {
        if (!error.code || error.code === "UnexpectedParameter" || error.code === "MultipleValidationErrors") throw error;
        return { code: error.code, error };
      }
    };
  }
  return async (service, op, params) => {
    const [pkg, clientName] = V3_PACKAGES[service];
    const module = require(pkg);
    if (!clients[service]) {
      const options = { endpoint, region: "us-east-1", credentials, maxAttempts: 1, forcePathStyle: true };
      if (service === "kinesis") {
        // The v3 Kinesis client sends over HTTP/2 by default (for SubscribeToShard); labcloud serves
        // HTTP/1.1 only, so it is given the HTTP/1.1 handler every other client uses (docs/clients.md).
        const { NodeHttpHandler } = require("@smithy/node-http-handler");
        options.requestHandler = new NodeHttpHandler();
      }
      clients[service] = new module[clientName](options);
    }
    try {
      return { answer: await clients[service].send(new module[`${op}Command`](params)) };
    } catch (error) {
      if (!error.$metadata) throw error;
      return { code: error.name, error };
    }
  };
}

async function main() {
  const [endpoint, runner] = process.argv.slice(2);
  const names = {
    RUN: process.env.SMOKE_RUN || runner.replace(/\./g, "-"),
    ACCOUNT: "000000000000",
    ZIP: process.env.SMOKE_ZIP,
    NOW_MS: Date.now(),
  };
  const call = makeCaller(runner, endpoint);
  const steps = JSON.parse(fs.readFileSync(PLAN, "utf8")).steps;
  let failed = 0;
  for (const [index, step] of steps.entries()) {
    const label = `${index + 1} ${step.service}.${step.op}`;
    let problem = null;
    for (let attempt = 0; attempt < (step.until ? 40 : 1); attempt++) {
      try {
        const { answer, code, error } = await call(step.service, step.op, fill(step.params, names));
        if (code !== undefined) {
          let wanted = step.error;
          if (wanted && typeof wanted === "object") wanted = wanted[runner] || wanted.default;
          problem = code === wanted ? null : `answered ${code}: ${error.message}`;
        } else if (step.error) {
          problem = `answered ${JSON.stringify(await plain(answer))}, not the error ${JSON.stringify(step.error)}`;
        } else {
          const text = await plain(answer);
          problem = problemOf(step, text, names);
          for (const [name, where] of Object.entries(step.save || {})) names[name] = at(text, where);
        }
      } catch (thrown) {
        problem = `threw ${thrown && thrown.stack ? thrown.stack.split("\n").slice(0, 3).join(" | ") : thrown}`;
      }
      if (problem === null || !step.until) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    if (problem !== null) failed++;
    console.log(JSON.stringify({ step: label, ok: problem === null, ...(problem ? { problem } : {}) }));
  }
  process.exitCode = failed ? 1 : 0;
}

main();
