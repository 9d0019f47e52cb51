// labcloud resource map: every resource a box, every wiring an arrow, laid out by dagre (vendored, see
// vendor/README.md). One JSON fetch (/_labcloud/map) every 2 s; the layout is recomputed only when the
// set of nodes, edges or stacks changes, otherwise traffic and failure marks are updated in place.
"use strict";

(function () {
  const BASE = "/_labcloud";
  const POLL_MS = 2000;
  const SVG = "http://www.w3.org/2000/svg";
  const NODE_H = 46;
  const LABEL_MAX = 30;

  // ------------------------------------------------------------------ words (en / ja / pt)

  const WORDS = {
    en: {
      title: "resource map", live_view: "live view", labs: "labs", trace: "trace", show_roles: "IAM roles", fit: "fit to width",
      language: "language", empty: "no resources yet", close: "close",
      hint: "Every resource is a box, every wiring an arrow. Arrows move when something flowed through them in the last minute; red boxes are failing. Tab or arrow keys move between resources, Enter opens one.",
      live: "live", offline: "labcloud is not answering — retrying…", resources: "resources", wirings: "wirings",
      rendered: "drawn in", failing: "failing", ok: "ok", status: "status", kind: "kind", stack: "stack",
      incoming: "in", outgoing: "out", open: "open in the live view", problems: "part of the map could not be read:",
      last_minute: "last minute", none: "none",
      kinds: {
        "sqs.queue": "SQS queue", "lambda.function": "Lambda function", "lambda.alias": "Lambda alias",
        "dynamodb.table": "DynamoDB table", "dynamodb.stream": "DynamoDB stream", "s3.bucket": "S3 bucket",
        "kinesis.stream": "Kinesis stream",
        "logs.group": "log group", "cloudwatch.alarm": "CloudWatch alarm", "iam.role": "IAM role",
        "ssm.parameter": "SSM parameter", "ssm.document": "SSM document", "ssm.association": "State Manager association",
        "ssm.maintenance_window": "maintenance window", "ssm.window_target": "maintenance window target",
        "stepfunctions.state_machine": "state machine",
        "events.bus": "EventBridge bus", "events.rule": "EventBridge rule", "events.api_destination": "API destination",
        "scheduler.schedule": "EventBridge schedule",
        "pipes.pipe": "EventBridge pipe",
        "ses.identity": "SES identity", "ses.configuration_set": "SES configuration set", "ses.receipt_rule_set": "SES receipt rule set",
        "elbv2.loadbalancer": "load balancer", "elbv2.targetgroup": "target group",
        "ecr.repository": "ECR repository", "glue.database": "Glue database", "glue.table": "Glue table",
        "glue.job": "Glue job", "glue.crawler": "Glue crawler",
        external: "outside labcloud",
      },
      edges: {
        "event-source": "event source mapping", redrive: "redrive to DLQ", notification: "S3 notification",
        destination: "destination", "dead-letter": "dead-letter queue", logs: "writes logs", role: "runs as",
        "alarm-watch": "watched by", "alarm-action": "alarm action", "alarm-child": "composite of", stream: "stream", "log-subscription": "subscription",
        alias: "alias of", task: "task",
        alias: "alias of", "events-rule": "rule on the bus", "events-target": "rule target",
        "schedule-target": "schedule target", "cognito-trigger": "Lambda trigger",
        "association-document": "applies document", "window-target": "window target", "window-task": "window task",
        "pipe-source": "pipe source", "pipe-enrichment": "pipe enrichment", "pipe-target": "pipe target",
        forward: "forwards to", invoke: "invokes",
        "encrypted-by": "encrypted by", "table-of": "table of", "data-in": "data in", "script-in": "script in", fills: "fills",
      },
      outcomes: { OnSuccess: "on success", OnFailure: "on failure" },
      traffic: { messages: "messages", invocations: "invocations", errors: "errors", events: "events", records: "records" },
      facts: {
        visible: "visible", in_flight: "in flight", sent_last_minute: "sent (last minute)", dead_letter_queue: "dead-letter queue",
        runtime: "runtime", state: "state", invocations_last_minute: "invocations (last minute)",
        failures_last_minute: "failures (last minute)", items: "items", writes_last_minute: "writes (last minute)",
        rejected_last_minute: "rejected writes (last minute)", view_type: "view type", label: "label",
        changes_last_minute: "object changes (last minute)", events_last_minute: "log events (last minute)",
        stored_bytes: "stored bytes", metric: "metric", version: "version", arn: "ARN", type: "type", executions_last_minute: "executions (last minute)",
        stored_bytes: "stored bytes", metric: "metric", version: "version", arn: "ARN", schedule: "schedule", matched_last_minute: "matched events (last minute)",
        document: "document", targets: "targets", tasks: "tasks", enabled: "enabled", duration: "duration (hours)", cutoff: "cutoff (hours)", resource_type: "resource type",
      },
    },
    ja: {
      title: "リソースマップ", live_view: "ライブビュー", labs: "ラボ", trace: "トレース", show_roles: "IAM ロール", fit: "幅に合わせる",
      language: "言語", empty: "リソースはまだありません", close: "閉じる",
      hint: "リソースは箱、つながりは矢印で表示されます。直近 1 分間に何かが流れた矢印は動き、失敗しているリソースは赤くなります。Tab キーか矢印キーでリソース間を移動し、Enter で開きます。",
      live: "ライブ", offline: "labcloud が応答しません — 再試行中…", resources: "リソース", wirings: "つながり",
      rendered: "描画", failing: "失敗中", ok: "正常", status: "状態", kind: "種類", stack: "スタック",
      incoming: "入力", outgoing: "出力", open: "ライブビューで開く", problems: "マップの一部を読み取れませんでした:",
      last_minute: "直近 1 分", none: "なし",
      kinds: {
        "sqs.queue": "SQS キュー", "lambda.function": "Lambda 関数", "lambda.alias": "Lambda エイリアス",
        "dynamodb.table": "DynamoDB テーブル", "dynamodb.stream": "DynamoDB ストリーム", "s3.bucket": "S3 バケット",
        "kinesis.stream": "Kinesis ストリーム",
        "logs.group": "ロググループ", "cloudwatch.alarm": "CloudWatch アラーム", "iam.role": "IAM ロール",
        "ssm.parameter": "SSM パラメータ", "ssm.document": "SSM ドキュメント", "ssm.association": "State Manager の関連付け",
        "ssm.maintenance_window": "メンテナンスウィンドウ", "ssm.window_target": "メンテナンスウィンドウのターゲット",
        "stepfunctions.state_machine": "ステートマシン",
        "events.bus": "EventBridge バス", "events.rule": "EventBridge ルール", "events.api_destination": "API 送信先",
        "scheduler.schedule": "EventBridge スケジュール",
        "pipes.pipe": "EventBridge パイプ",
        "ses.identity": "SES ID", "ses.configuration_set": "SES 設定セット", "ses.receipt_rule_set": "SES 受信ルールセット",
        "elbv2.loadbalancer": "ロードバランサー", "elbv2.targetgroup": "ターゲットグループ",
        "ecr.repository": "ECR リポジトリ", "glue.database": "Glue データベース", "glue.table": "Glue テーブル",
        "glue.job": "Glue ジョブ", "glue.crawler": "Glue クローラー",
        external: "labcloud の外",
      },
      edges: {
        "event-source": "イベントソースマッピング", redrive: "DLQ へのリドライブ", notification: "S3 イベント通知",
        destination: "送信先", "dead-letter": "デッドレターキュー", logs: "ログ出力", role: "実行ロール",
        "alarm-watch": "監視", "alarm-action": "アラームアクション", "alarm-child": "複合アラームの子", stream: "ストリーム", "log-subscription": "サブスクリプション",
        alias: "エイリアス", task: "タスク",
        alias: "エイリアス", "events-rule": "バスのルール", "events-target": "ルールのターゲット",
        "schedule-target": "スケジュールのターゲット", "cognito-trigger": "Lambda トリガー",
        "association-document": "適用するドキュメント", "window-target": "ウィンドウのターゲット", "window-task": "ウィンドウのタスク",
        "pipe-source": "パイプのソース", "pipe-enrichment": "パイプのエンリッチメント", "pipe-target": "パイプのターゲット",
        forward: "転送先", invoke: "呼び出し",
        "encrypted-by": "暗号化キー", "table-of": "所属データベース", "data-in": "データの場所", "script-in": "スクリプトの場所", fills: "書き込み先",
      },
      outcomes: { OnSuccess: "成功時", OnFailure: "失敗時" },
      traffic: { messages: "メッセージ", invocations: "呼び出し", errors: "エラー", events: "イベント", records: "レコード" },
      facts: {
        visible: "受信可能", in_flight: "処理中", sent_last_minute: "送信 (直近 1 分)", dead_letter_queue: "デッドレターキュー",
        runtime: "ランタイム", state: "状態", invocations_last_minute: "呼び出し (直近 1 分)",
        failures_last_minute: "失敗 (直近 1 分)", items: "項目数", writes_last_minute: "書き込み (直近 1 分)",
        rejected_last_minute: "拒否された書き込み (直近 1 分)", view_type: "ビュータイプ", label: "ラベル",
        changes_last_minute: "オブジェクト変更 (直近 1 分)", events_last_minute: "ログイベント (直近 1 分)",
        stored_bytes: "保存バイト数", metric: "メトリクス", version: "バージョン", arn: "ARN", type: "タイプ", executions_last_minute: "実行 (直近 1 分)",
        stored_bytes: "保存バイト数", metric: "メトリクス", version: "バージョン", arn: "ARN", schedule: "スケジュール", matched_last_minute: "一致したイベント (直近 1 分)",
        document: "ドキュメント", targets: "ターゲット", tasks: "タスク", enabled: "有効", duration: "期間 (時間)", cutoff: "カットオフ (時間)", resource_type: "リソースタイプ",
      },
    },
    pt: {
      title: "mapa de recursos", live_view: "visão ao vivo", labs: "labs", trace: "rastro", show_roles: "funções IAM", fit: "ajustar à largura",
      language: "idioma", empty: "ainda não há recursos", close: "fechar",
      hint: "Cada recurso é uma caixa, cada ligação uma seta. As setas se movem quando algo passou por elas no último minuto; caixas vermelhas estão falhando. Tab ou as setas do teclado passam de um recurso a outro, Enter abre um.",
      live: "ao vivo", offline: "o labcloud não responde — tentando de novo…", resources: "recursos", wirings: "ligações",
      rendered: "desenhado em", failing: "falhando", ok: "ok", status: "estado", kind: "tipo", stack: "stack",
      incoming: "entrada", outgoing: "saída", open: "abrir na visão ao vivo", problems: "parte do mapa não pôde ser lida:",
      last_minute: "último minuto", none: "nenhum",
      kinds: {
        "sqs.queue": "fila SQS", "lambda.function": "função Lambda", "lambda.alias": "alias Lambda",
        "dynamodb.table": "tabela DynamoDB", "dynamodb.stream": "stream DynamoDB", "s3.bucket": "bucket S3",
        "kinesis.stream": "stream Kinesis",
        "logs.group": "grupo de logs", "cloudwatch.alarm": "alarme CloudWatch", "iam.role": "perfil IAM",
        "ssm.parameter": "parâmetro SSM", "ssm.document": "documento SSM", "ssm.association": "associação do State Manager",
        "ssm.maintenance_window": "janela de manutenção", "ssm.window_target": "destino da janela de manutenção",
        "stepfunctions.state_machine": "máquina de estado",
        "events.bus": "barramento EventBridge", "events.rule": "regra EventBridge", "events.api_destination": "destino de API",
        "scheduler.schedule": "agendamento EventBridge",
        "pipes.pipe": "pipe EventBridge",
        "ses.identity": "identidade SES", "ses.configuration_set": "conjunto de configuração SES", "ses.receipt_rule_set": "conjunto de regras de recebimento SES",
        "elbv2.loadbalancer": "balanceador de carga", "elbv2.targetgroup": "grupo de destino",
        "ecr.repository": "repositório ECR", "glue.database": "banco de dados Glue", "glue.table": "tabela Glue",
        "glue.job": "job Glue", "glue.crawler": "crawler Glue",
        external: "fora do labcloud",
      },
      edges: {
        "event-source": "mapeamento de origem de eventos", redrive: "redrive para a DLQ", notification: "notificação S3",
        destination: "destino", "dead-letter": "fila de mensagens mortas", logs: "grava logs", role: "executa como",
        "alarm-watch": "vigiado por", "alarm-action": "ação de alarme", "alarm-child": "alarme composto de", stream: "stream", "log-subscription": "assinatura",
        alias: "alias de", task: "tarefa",
        alias: "alias de", "events-rule": "regra no barramento", "events-target": "alvo da regra",
        "schedule-target": "alvo do agendamento", "cognito-trigger": "gatilho Lambda",
        "association-document": "aplica o documento", "window-target": "destino da janela", "window-task": "tarefa da janela",
        "pipe-source": "origem do pipe", "pipe-enrichment": "enriquecimento do pipe", "pipe-target": "alvo do pipe",
        forward: "encaminha para", invoke: "invoca",
        "encrypted-by": "criptografado por", "table-of": "tabela de", "data-in": "dados em", "script-in": "script em", fills: "preenche",
      },
      outcomes: { OnSuccess: "em caso de sucesso", OnFailure: "em caso de falha" },
      traffic: { messages: "mensagens", invocations: "invocações", errors: "erros", events: "eventos", records: "registros" },
      facts: {
        visible: "visíveis", in_flight: "em processamento", sent_last_minute: "enviadas (último minuto)", dead_letter_queue: "fila de mensagens mortas",
        runtime: "runtime", state: "estado", invocations_last_minute: "invocações (último minuto)",
        failures_last_minute: "falhas (último minuto)", items: "itens", writes_last_minute: "escritas (último minuto)",
        rejected_last_minute: "escritas rejeitadas (último minuto)", view_type: "tipo de visão", label: "rótulo",
        changes_last_minute: "mudanças de objetos (último minuto)", events_last_minute: "eventos de log (último minuto)",
        stored_bytes: "bytes armazenados", metric: "métrica", version: "versão", arn: "ARN", type: "tipo", executions_last_minute: "execuções (último minuto)",
        stored_bytes: "bytes armazenados", metric: "métrica", version: "versão", arn: "ARN", schedule: "agendamento", matched_last_minute: "eventos correspondidos (último minuto)",
        document: "documento", targets: "destinos", tasks: "tarefas", enabled: "ativada", duration: "duração (horas)", cutoff: "corte (horas)", resource_type: "tipo de recurso",
      },
    },
  };

  const params = new URLSearchParams(location.search);
  const state = {
    lang: WORDS[params.get("lang")] ? params.get("lang") : (WORDS[localStorage.getItem("labcloud.lang")] ? localStorage.getItem("labcloud.lang") : "en"),
    doc: null, signature: "", selected: params.get("node") || null, showRoles: params.get("roles") === "1",
    positions: new Map(), nodeEls: new Map(), edgeEls: new Map(), groupEls: new Map(), connected: false, timer: null,
  };
  const stats = { loads: 0, lastFetchMs: null, layoutMs: null, renderMs: null, nodes: 0, edges: 0, firstDrawMs: null, dagreRuns: 0, pieces: 0 };
  window.labcloudMap = { stats, state, refresh: () => refresh() };

  const $ = (id) => document.getElementById(id);
  const t = (key) => WORDS[state.lang][key] !== undefined ? WORDS[state.lang][key] : WORDS.en[key];
  const kindName = (kind) => t("kinds")[kind] || kind;
  const edgeName = (kind) => t("edges")[kind] || kind;
  const factName = (key) => t("facts")[key] || key.replace(/_/g, " ");

  function svg(tag, attrs, ...children) {
    const node = document.createElementNS(SVG, tag);
    for (const [k, v] of Object.entries(attrs || {})) if (v !== undefined && v !== null) node.setAttribute(k, String(v));
    for (const child of children) if (child !== null && child !== undefined) node.append(child instanceof Node ? child : String(child));
    return node;
  }

  function el(tag, attrs, ...children) {
    const node = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (v === undefined || v === null || v === false) continue;
      if (k === "class") node.className = v;
      else if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
      else node.setAttribute(k, String(v));
    }
    for (const child of children.flat()) if (child !== null && child !== undefined && child !== false) node.append(child instanceof Node ? child : String(child));
    return node;
  }

  const short = (text, n) => (text.length > n ? text.slice(0, n - 1) + "…" : text);
  const kindClass = (kind) => "k-" + String(kind).split(".")[0] + " k-" + String(kind).replace(/\./g, "-");

  function trafficText(traffic) {
    const words = t("traffic");
    return Object.entries(traffic || {}).filter(([, v]) => v > 0).map(([k, v]) => `${v} ${words[k] || k}`).join(" · ");
  }

  function nodeSub(node) {
    const f = node.facts || {};
    const bits = [kindName(node.kind)];
    if (node.kind === "sqs.queue") bits.push(`${f.visible || 0}/${f.in_flight || 0}`);
    if (node.kind === "cloudwatch.alarm" && f.state) bits.push(f.state);
    if (node.kind === "dynamodb.table" && f.items !== undefined) bits.push(`${f.items} ${factName("items")}`);
    if (node.kind === "ssm.parameter") bits.push(`${f.type} v${f.version}`);
    if (node.kind === "ssm.document") bits.push(`${f.type} v${f.version}`);
    if (node.kind === "ssm.association") bits.push(f.document);
    if (node.kind === "ssm.maintenance_window" && f.schedule) bits.push(f.schedule);
    if (node.kind === "ses.identity") bits.push(`${f.kind} · ✉ ${f.sent_last_minute || 0}`);
    if (node.kind === "ses.receipt_rule_set") bits.push(`${f.active ? "active · " : ""}📥 ${f.received_last_minute || 0}`);
    if (node.kind === "ecr.repository" && f.images !== undefined) bits.push(`${f.images} ${factName("images")}`);
    if (node.kind === "glue.job" && f.last_run) bits.push(f.last_run);
    return bits.join(" · ");
  }

  // ------------------------------------------------------------------ words on the page

  function applyWords() {
    document.documentElement.lang = state.lang;
    for (const node of document.querySelectorAll("[data-i18n]")) node.textContent = t(node.dataset.i18n);
    for (const node of document.querySelectorAll("[data-i18n-label]")) node.setAttribute("aria-label", t(node.dataset.i18nLabel));
    $("lang").value = state.lang;
  }

  // ------------------------------------------------------------------ what is drawn

  function visibleDoc(doc) {
    const hidden = new Set(state.showRoles ? [] : doc.nodes.filter((n) => n.kind === "iam.role").map((n) => n.id));
    const nodes = doc.nodes.filter((n) => !hidden.has(n.id));
    const edges = doc.edges.filter((e) => !hidden.has(e.from) && !hidden.has(e.to));
    return { nodes, edges, groups: doc.groups };
  }

  function signatureOf(view) {
    return JSON.stringify([
      view.nodes.map((n) => [n.id, n.group, n.label]), view.edges.map((e) => e.id), view.groups.map((g) => g.id), state.lang,
    ]);
  }

  function nodeWidth(n) {
    const text = short(n.label, LABEL_MAX);
    return Math.max(120, Math.min(260, 20 + 7.6 * Math.max(text.length, nodeSub(n).length * 0.86)));
  }

  // Connected pieces (resources joined by a wiring or by their stack), each laid out by dagre on its own
  // and then packed in rows: far faster than one graph of 200 nodes (dagre's ordering grows with the
  // width of a rank), and easier to read (each application is a block, unrelated ones do not interleave).
  function pieces(view) {
    const parent = new Map(view.nodes.map((n) => [n.id, n.id]));
    const find = (x) => { while (parent.get(x) !== x) { parent.set(x, parent.get(parent.get(x))); x = parent.get(x); } return x; };
    const union = (a, b) => { if (parent.has(a) && parent.has(b)) parent.set(find(a), find(b)); };
    for (const e of view.edges) union(e.from, e.to);
    const firstOfGroup = new Map();
    for (const n of view.nodes) {
      if (!n.group) continue;
      if (firstOfGroup.has(n.group)) union(n.id, firstOfGroup.get(n.group)); else firstOfGroup.set(n.group, n.id);
    }
    const byRoot = new Map();
    for (const n of view.nodes) {
      const root = find(n.id);
      if (!byRoot.has(root)) byRoot.set(root, []);
      byRoot.get(root).push(n);
    }
    return [...byRoot.values()];
  }

  // Pieces of the same shape (same node widths, same wiring between the same positions, same label room)
  // get the same layout: an account of 40 "queue → function, dead-letter queue, bucket, alarm" pieces
  // runs dagre a few times, not 40 (the layout is most of the first draw). Grouped pieces are not shared.
  const shapeCache = new Map();

  function edgeRoom(e) {
    const label = short(edgeText(e), 26);
    return label.length + (QUIET.has(e.kind) ? 0 : 18);
  }

  function shapeOf(nodes, edges) {
    if (nodes.some((n) => n.group)) return null;
    const at = new Map(nodes.map((n, i) => [n.id, i]));
    return JSON.stringify([nodes.map(nodeWidth), edges.map((e) => [at.get(e.from), at.get(e.to), edgeRoom(e)])]);
  }

  function layoutPiece(nodes, edges, groups) {
    const shape = nodes.length > 1 ? shapeOf(nodes, edges) : null;
    const known = shape !== null ? shapeCache.get(shape) : undefined;
    if (known) {
      const out = { width: known.width, height: known.height, nodes: new Map(), edges: new Map(), groups: new Map() };
      nodes.forEach((n, i) => out.nodes.set(n.id, known.nodes[i]));
      edges.forEach((e, i) => out.edges.set(e.id, known.edges[i]));
      return out;
    }
    const laid = layoutPieceWithDagre(nodes, edges, groups);
    if (shape !== null) {
      if (shapeCache.size > 500) shapeCache.clear();
      shapeCache.set(shape, { width: laid.width, height: laid.height, nodes: nodes.map((n) => laid.nodes.get(n.id)),
                              edges: edges.map((e) => laid.edges.get(e.id)) });
    }
    return laid;
  }

  function layoutPieceWithDagre(nodes, edges, groups) {
    if (nodes.length === 1 && !nodes[0].group) {
      const n = nodes[0], width = nodeWidth(n);
      return { width: width + 16, height: NODE_H + 16, nodes: new Map([[n.id, { x: 8 + width / 2, y: 8 + NODE_H / 2, width, height: NODE_H }]]),
               edges: new Map(), groups: new Map() };
    }
    const g = new dagre.graphlib.Graph({ compound: true, multigraph: true });
    g.setGraph({ rankdir: "LR", nodesep: 22, ranksep: 64, edgesep: 12, marginx: 8, marginy: 8 });
    g.setDefaultEdgeLabel(() => ({}));
    const mine = new Set(nodes.map((n) => n.group).filter(Boolean));
    for (const grp of groups) if (mine.has(grp.id)) g.setNode("group:" + grp.id, { label: grp.label, paddingTop: 22 });
    for (const n of nodes) {
      g.setNode(n.id, { width: nodeWidth(n), height: NODE_H });
      if (n.group && mine.has(n.group) && g.hasNode("group:" + n.group)) g.setParent(n.id, "group:" + n.group);
    }
    for (const e of edges) {
      // Room for the label and for the traffic words that follow it ("· 12 invocations · 1 errors").
      const room = edgeRoom(e);
      g.setEdge(e.from, e.to, { width: room ? 6 * room : 0, height: room ? 14 : 0, labelpos: "c" }, e.id);
    }
    dagre.layout(g);
    stats.dagreRuns++;
    const out = { width: g.graph().width, height: g.graph().height, nodes: new Map(), edges: new Map(), groups: new Map() };
    for (const n of nodes) out.nodes.set(n.id, g.node(n.id));
    for (const e of edges) out.edges.set(e.id, g.edge({ v: e.from, w: e.to, name: e.id }));
    for (const grp of groups) if (g.hasNode("group:" + grp.id)) out.groups.set(grp.id, g.node("group:" + grp.id));
    return out;
  }

  function layout(view) {
    const t0 = performance.now();
    const edgesOf = new Map();
    const pieceOf = new Map();
    const all = pieces(view);
    all.forEach((piece, index) => { for (const n of piece) pieceOf.set(n.id, index); });
    for (const e of view.edges) {
      const index = pieceOf.get(e.from);
      if (!edgesOf.has(index)) edgesOf.set(index, []);
      edgesOf.get(index).push(e);
    }
    const laid = all.map((piece, index) => layoutPiece(piece, edgesOf.get(index) || [], view.groups));
    stats.pieces = all.length;
    // Biggest pieces first, then the loose resources sorted by kind; rows as wide as the biggest piece
    // or the window, whichever is wider.
    const order = laid.map((piece, index) => ({ piece, index, kind: all[index][0].kind }));
    order.sort((a, b) => (b.piece.nodes.size - a.piece.nodes.size) || a.kind.localeCompare(b.kind) || (a.index - b.index));
    const rowWidth = Math.max(Math.min(1600, Math.max(760, ($("map-wrap").clientWidth || 1200) - 20)), ...laid.map((p) => p.width));
    const result = { nodes: new Map(), edges: new Map(), groups: new Map(), width: 0, height: 0 };
    let x = 8, y = 8, rowHeight = 0;
    const shift = (p, dx, dy) => ({ ...p, x: p.x + dx, y: p.y + dy });
    order.forEach(({ piece }, position) => {
      if (x > 8 && x + piece.width > rowWidth) { x = 8; y += rowHeight + 12; rowHeight = 0; }
      for (const [id, box] of piece.nodes) result.nodes.set(id, { ...shift(box, x, y), piece: position });
      for (const [id, box] of piece.groups) result.groups.set(id, shift(box, x, y));
      for (const [id, edge] of piece.edges) {
        if (!edge) continue;
        const points = (edge.points || []).map((p) => shift(p, x, y));
        const middle = points[Math.floor(points.length / 2)] || { x: 0, y: 0 };
        const labelled = edge.x !== undefined && edge.y !== undefined;
        result.edges.set(id, { ...edge, x: labelled ? edge.x + x : middle.x, y: labelled ? edge.y + y : middle.y, points });
      }
      x += piece.width + 12;
      rowHeight = Math.max(rowHeight, piece.height);
      result.width = Math.max(result.width, x);
    });
    result.height = y + rowHeight + 8;
    stats.layoutMs = performance.now() - t0;
    return result;
  }

  function edgePath(points) {
    if (!points || !points.length) return "";
    let d = `M${points[0].x},${points[0].y}`;
    if (points.length === 2) return d + `L${points[1].x},${points[1].y}`;
    for (let i = 1; i < points.length - 1; i++) {
      const p = points[i], q = points[i + 1];
      const mx = i === points.length - 2 ? q.x : (p.x + q.x) / 2, my = i === points.length - 2 ? q.y : (p.y + q.y) / 2;
      d += `Q${p.x},${p.y} ${mx},${my}`;
    }
    return d;
  }

  // Wirings that explain themselves by their dotted line carry no words of their own.
  const QUIET = new Set(["logs", "role", "alarm-watch", "alias"]);
  function edgeText(e) {
    const words = t("outcomes");
    if (e.label) return words[e.label] || e.label;
    return QUIET.has(e.kind) ? "" : edgeName(e.kind);
  }

  function edgeLabelText(e) {
    const traffic = trafficText(e.traffic);
    return [short(edgeText(e), 26), traffic].filter(Boolean).join(" · ");
  }

  function markers() {
    const defs = svg("defs");
    for (const id of ["arrow", "arrow-flow", "arrow-bad"]) {
      defs.append(svg("marker", { id, viewBox: "0 0 10 10", refX: 9, refY: 5, markerWidth: 9, markerHeight: 9, markerUnits: "userSpaceOnUse", orient: "auto-start-reverse" },
        svg("path", { d: "M0,0 L10,5 L0,10 z" })));
    }
    return defs;
  }

  function draw(view) {
    const g = layout(view);
    const t0 = performance.now();
    const root = $("map");
    const width = Math.ceil(g.width || 200), height = Math.ceil(g.height || 100);
    root.setAttribute("viewBox", `0 0 ${width} ${height}`);
    root.setAttribute("width", width);
    root.setAttribute("height", height);
    state.nodeEls.clear(); state.edgeEls.clear(); state.groupEls.clear(); state.positions.clear();
    const groupLayer = svg("g", { class: "groups" }), edgeLayer = svg("g", { class: "edges" }), nodeLayer = svg("g", { class: "nodes" });
    for (const grp of view.groups) {
      const box = g.groups.get(grp.id);
      if (!box || !box.width) continue;
      const el_ = svg("g", { class: `group status-${grp.status}`, "data-group": grp.id },
        svg("rect", { x: box.x - box.width / 2, y: box.y - box.height / 2, width: box.width, height: box.height }),
        svg("text", { x: box.x - box.width / 2 + 8, y: box.y - box.height / 2 + 14 }, `${t("stack")}: ${grp.label}`));
      state.groupEls.set(grp.id, el_);
      groupLayer.append(el_);
    }
    for (const e of view.edges) {
      const laid = g.edges.get(e.id);
      if (!laid) continue;
      const title = svg("title", null, "");
      const label = svg("text", { class: "edge-label", x: laid.x, y: (laid.y || 0) + 4, "text-anchor": "middle" }, "");
      const group = svg("g", { class: "edge", "data-edge": e.id, "data-kind": e.kind,
        "data-from": e.from, "data-to": e.to },
        svg("path", { d: edgePath(laid.points), "marker-end": "url(#arrow)" }), label, title);
      group.classList.add("k-" + e.kind);
      state.edgeEls.set(e.id, group);
      edgeLayer.append(group);
    }
    // Nodes in reading order (piece by piece; in a piece, columns left to right, top to bottom), so Tab
    // follows the picture.
    const placed = view.nodes.map((n) => ({ n, box: g.nodes.get(n.id) })).filter((p) => p.box);
    placed.sort((a, b) => (a.box.piece - b.box.piece) || (a.box.x - b.box.x) || (a.box.y - b.box.y));
    for (const { n, box } of placed) {
      const x = box.x - box.width / 2, y = box.y - box.height / 2;
      state.positions.set(n.id, { x: box.x, y: box.y });
      const node = svg("g", { class: `node ${kindClass(n.kind)}`, tabindex: 0, role: "button", "data-id": n.id, "data-kind": n.kind,
        transform: `translate(${x},${y})` },
        svg("rect", { width: box.width, height: box.height }),
        svg("rect", { class: "stripe", width: 5, height: box.height }),
        svg("text", { class: "label", x: 12, y: 19 }, short(n.label, LABEL_MAX)),
        svg("text", { class: "sub", x: 12, y: 36 }, ""),
        svg("title", null, ""));
      node.addEventListener("click", () => select(n.id));
      node.addEventListener("keydown", (ev) => onNodeKey(ev, n.id));
      state.nodeEls.set(n.id, node);
      nodeLayer.append(node);
    }
    root.replaceChildren(markers(), groupLayer, edgeLayer, nodeLayer);
    stats.renderMs = performance.now() - t0;
  }

  // Traffic, failure marks and counts change every poll; the layout does not.
  function update(view) {
    const byId = new Map(view.nodes.map((n) => [n.id, n]));
    for (const n of view.nodes) {
      const node = state.nodeEls.get(n.id);
      if (!node) continue;
      node.classList.toggle("status-failing", n.status === "failing");
      node.classList.toggle("selected", n.id === state.selected);
      node.dataset.status = n.status;
      node.querySelector(".sub").textContent = short(nodeSub(n), 38);
      const why = n.reasons && n.reasons.length ? ` — ${t("failing")}: ${n.reasons.join("; ")}` : "";
      node.querySelector("title").textContent = `${kindName(n.kind)}: ${n.label}${why}`;
      node.setAttribute("aria-label", `${kindName(n.kind)} ${n.label}, ${t("status")}: ${t(n.status) || n.status}${why}`);
    }
    for (const e of view.edges) {
      const edge = state.edgeEls.get(e.id);
      if (!edge) continue;
      const erroring = (e.traffic && e.traffic.errors) > 0;
      edge.classList.toggle("flowing", !!e.flowing);
      edge.classList.toggle("erroring", erroring);
      edge.dataset.traffic = JSON.stringify(e.traffic || {});
      edge.querySelector("path").setAttribute("marker-end", erroring ? "url(#arrow-bad)" : (e.flowing ? "url(#arrow-flow)" : "url(#arrow)"));
      edge.querySelector(".edge-label").textContent = edgeLabelText(e);
      const a = byId.get(e.from), b = byId.get(e.to);
      edge.querySelector("title").textContent = `${a ? a.label : e.from} → ${b ? b.label : e.to}: ${edgeName(e.kind)}` +
        (trafficText(e.traffic) ? ` (${t("last_minute")}: ${trafficText(e.traffic)})` : "");
    }
    for (const grp of view.groups) {
      const box = state.groupEls.get(grp.id);
      if (box) box.setAttribute("class", `group status-${grp.status}`);
    }
    renderDetails(view);
  }

  // ------------------------------------------------------------------ details panel

  // The view's panel a node's kind has (its "open" link scrolls there), "" for kinds without one.
  const PANELS = { "rds.": "rds", "ecs.": "ecs", "appautoscaling.": "autoscaling", "batch.": "batch", "acm-pca.": "acmpca" };
  function panelOf(kind) {
    for (const [prefix, id] of Object.entries(PANELS)) if (String(kind).startsWith(prefix)) return "#panel-" + id;
    return "";
  }

  function select(id, focus) {
    state.selected = id;
    if (state.doc) update(visibleDoc(state.doc));
    const node = state.nodeEls.get(id);
    if (node && focus) { node.focus(); }
    if (node) node.scrollIntoView({ block: "nearest", inline: "nearest" });
  }

  function renderDetails(view) {
    const panel = $("details");
    const n = state.selected && view.nodes.find((x) => x.id === state.selected);
    document.body.classList.toggle("details-open", !!n);
    if (!n) { panel.hidden = true; return; }
    panel.hidden = false;
    const byId = new Map(view.nodes.map((x) => [x.id, x]));
    const group = n.group && view.groups.find((g) => g.id === n.group);
    const facts = Object.entries(n.facts || {}).map(([k, v]) => [el("dt", null, factName(k)),
      el("dd", null, typeof v === "object" ? JSON.stringify(v) : String(v))]);
    const link = (id) => {
      const other = byId.get(id);
      return el("button", { class: "link", onclick: () => select(id, true) }, other ? other.label : id);
    };
    const wiring = (edges, outgoing) => edges.length ? el("ul", null, edges.map((e) => el("li", { "data-edge": e.id },
      `${edgeName(e.kind)}${e.label ? ` (${edgeText(e)})` : ""} ${outgoing ? "→" : "←"} `, link(outgoing ? e.to : e.from),
      trafficText(e.traffic) ? ` · ${trafficText(e.traffic)}` : ""))) : el("p", { class: "none" }, t("none"));
    $("details-body").replaceChildren(...[
      el("h2", null, n.label),
      el("dl", null,
        el("dt", null, t("kind")), el("dd", null, kindName(n.kind)),
        el("dt", null, t("status")), el("dd", { class: n.status === "failing" ? "reasons" : "" }, t(n.status) || n.status),
        group ? [el("dt", null, t("stack")), el("dd", null, group.label)] : null,
        ...facts,
        el("dt", null, "id"), el("dd", { class: "mono" }, n.id)),
      n.reasons && n.reasons.length ? el("ul", { class: "reasons" }, n.reasons.map((r) => el("li", null, r))) : null,
      el("h3", null, t("incoming")), wiring(view.edges.filter((e) => e.to === n.id), false),
      el("h3", null, t("outgoing")), wiring(view.edges.filter((e) => e.from === n.id), true),
      n.kind !== "external" ? el("a", { class: "open", href: `/_labcloud/view/?resource=${encodeURIComponent(n.resource || n.label)}${panelOf(n.kind)}` }, t("open")) : null,
    ].filter(Boolean));
  }

  // ------------------------------------------------------------------ keyboard

  function onNodeKey(ev, id) {
    if (ev.key === "Enter" || ev.key === " ") { ev.preventDefault(); select(id, true); return; }
    if (ev.key === "Escape") { state.selected = null; if (state.doc) update(visibleDoc(state.doc)); return; }
    const dirs = { ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowDown: [0, 1], ArrowUp: [0, -1] };
    const dir = dirs[ev.key];
    if (!dir) return;
    ev.preventDefault();
    const from = state.positions.get(id);
    let best = null, bestScore = Infinity;
    for (const [other, p] of state.positions) {
      if (other === id) continue;
      const dx = p.x - from.x, dy = p.y - from.y;
      const along = dx * dir[0] + dy * dir[1];
      if (along <= 0) continue;
      const across = Math.abs(dx * dir[1] - dy * dir[0]);
      const score = along + 2 * across;
      if (score < bestScore) { bestScore = score; best = other; }
    }
    if (best) state.nodeEls.get(best).focus();
  }

  document.addEventListener("keydown", (ev) => {
    if (ev.key === "Escape" && state.selected) {
      const back = state.nodeEls.get(state.selected);
      state.selected = null;
      if (state.doc) update(visibleDoc(state.doc));
      if (back) back.focus();
    }
  });

  // ------------------------------------------------------------------ loading

  function setStatus() {
    const s = $("status");
    s.dataset.state = state.connected ? "live" : "offline";
    s.textContent = state.connected
      ? `${t("live")} · ${stats.nodes} ${t("resources")} · ${stats.edges} ${t("wirings")}` +
        (stats.layoutMs !== null ? ` · ${t("rendered")} ${Math.round(stats.layoutMs + stats.renderMs)} ms` : "")
      : t("offline");
  }

  function show(doc, force) {
    state.doc = doc;
    const view = visibleDoc(doc);
    stats.nodes = view.nodes.length; stats.edges = view.edges.length;
    const signature = signatureOf(view);
    if (force || signature !== state.signature) { state.signature = signature; draw(view); }
    update(view);
    $("map-empty").hidden = view.nodes.length > 0;
    const problems = $("map-problems");
    problems.hidden = !(doc.problems && doc.problems.length);
    problems.textContent = problems.hidden ? "" : `${t("problems")} ${doc.problems.map((p) => `${p.service}: ${p.message}`).join("; ")}`;
    setStatus();
  }

  async function refresh() {
    clearTimeout(state.timer);
    // A map nobody looks at is not rebuilt every 2 s (the server reads every service for it).
    if (document.hidden && stats.loads > 0) { state.timer = setTimeout(refresh, POLL_MS); return; }
    const t0 = performance.now();
    try {
      const response = await fetch(BASE + "/map", { cache: "no-store" });
      if (!response.ok) throw new Error(String(response.status));
      const doc = await response.json();
      stats.lastFetchMs = performance.now() - t0;
      state.connected = true;
      show(doc, false);
      stats.loads++;
      if (stats.firstDrawMs === null) stats.firstDrawMs = performance.now() - t0;
      document.body.dataset.loaded = String(stats.loads);
    } catch (e) {
      state.connected = false;
      setStatus();
    }
    state.timer = setTimeout(refresh, POLL_MS);
  }

  document.addEventListener("visibilitychange", () => { if (!document.hidden) refresh(); });
  $("lang").addEventListener("change", () => {
    state.lang = $("lang").value;
    try { localStorage.setItem("labcloud.lang", state.lang); } catch (e) { /* private mode */ }
    applyWords();
    if (state.doc) show(state.doc, true);
  });
  $("show-roles").checked = state.showRoles;
  $("show-roles").addEventListener("change", () => { state.showRoles = $("show-roles").checked; if (state.doc) show(state.doc, false); });
  $("fit").addEventListener("change", () => document.body.classList.toggle("fit", $("fit").checked));
  $("details-close").addEventListener("click", () => { state.selected = null; if (state.doc) update(visibleDoc(state.doc)); });

  applyWords();
  refresh();
})();
