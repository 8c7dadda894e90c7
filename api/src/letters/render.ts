import PDFDocument from 'pdfkit';
import { CANADA_POST_STOPPAGES, inLanguage } from 'shared/contract';
import { frenchSpacing, type LetterLanguage, longDate } from './language';
import { type LetterTexts, letterTextsIn } from './texts';
import type { LetterDocument, LetterOnlineRoute } from './types';
import { type TextStyle, Typesetter } from './typeset';

/**
 * US Letter in points, what Canadian offices print and fax: one-inch side margins, a little less
 * at the top and bottom so a typical letter with its enclosures fits one page.
 */
const PAGE = { width: 612, height: 792 } as const;
const MARGIN = 72;
const MARGIN_TOP = 54;
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
const CONTENT_BOTTOM = PAGE.height - 64;
const FOOTER_BASELINE = PAGE.height - 36;

const INK = '#000000';
const MUTED = '#4a4a4a';

const style = {
  body: { weight: 'regular', size: 11, color: INK },
  bodyBold: { weight: 'bold', size: 11, color: INK },
  senderName: { weight: 'bold', size: 13, color: INK },
  footer: { weight: 'regular', size: 8.5, color: MUTED },
  tag: { weight: 'bold', size: 8.5, color: MUTED },
  title: { weight: 'bold', size: 20, color: INK },
  subtitle: { weight: 'regular', size: 12, color: MUTED },
  boxLabel: { weight: 'bold', size: 9, color: MUTED },
  boxFax: { weight: 'bold', size: 18, color: INK },
  boxText: { weight: 'regular', size: 12, color: INK },
  note: { weight: 'regular', size: 10, color: INK },
  heading: { weight: 'bold', size: 12, color: INK },
  step: { weight: 'regular', size: 10.5, color: INK },
  stepBold: { weight: 'bold', size: 10.5, color: INK },
} satisfies Record<string, TextStyle>;

/** Line height for a style: 1.3 times the size reads well at 11 pt and survives a fax. */
function lineHeight(textStyle: TextStyle): number {
  return Math.round(textStyle.size * 1.3 * 10) / 10;
}

/** A top-to-bottom cursor over the pages, starting a new page when a line would not fit. */
class Flow {
  y = MARGIN_TOP;
  /** The language of what is being drawn: French text gets its no-break spaces (« … » :). */
  language: LetterLanguage = 'en';

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    readonly type: Typesetter,
  ) {}

  newPage(): void {
    this.doc.addPage();
    this.y = MARGIN_TOP;
  }

  gap(points: number): void {
    this.y += points;
  }

  /** Starts a new page unless `height` more points fit on this one. */
  keep(height: number): void {
    if (this.y + height > CONTENT_BOTTOM && this.y > MARGIN_TOP) this.newPage();
  }

  /** The text as it is printed: French punctuation spacing in French. */
  typeset(text: string): string {
    return this.language === 'fr' ? frenchSpacing(text) : text;
  }

  write(text: string, textStyle: TextStyle, indent = 0, width = CONTENT_WIDTH - indent): void {
    const height = lineHeight(textStyle);
    for (const line of this.type.layout(this.typeset(text), textStyle, width)) {
      this.keep(height);
      // The baseline sits at 80% of the line box: even spacing whatever font a run uses.
      this.type.drawLine(line, MARGIN + indent, this.y + height * 0.8, textStyle);
      this.y += height;
    }
  }

  /** Lines of a block (an address), each kept whole. */
  writeLines(lines: readonly string[], textStyle: TextStyle, indent = 0): void {
    for (const line of lines) this.write(line, textStyle, indent);
  }

  /** Height `text` would take, for keeping blocks together and sizing boxes. */
  measure(text: string, textStyle: TextStyle, width: number): number {
    return this.type.layout(this.typeset(text), textStyle, width).length * lineHeight(textStyle);
  }

  rule(x: number, width: number): void {
    this.doc
      .moveTo(x, this.y)
      .lineTo(x + width, this.y)
      .lineWidth(0.75)
      .strokeColor(INK)
      .stroke();
  }

  box(x: number, y: number, width: number, height: number): void {
    this.doc.rect(x, y, width, height).lineWidth(0.75).fillAndStroke('#f2f2f2', '#9a9a9a');
  }
}

const STEP_INDENT = 24;

function drawInstructionsHeader(
  flow: Flow,
  letter: LetterDocument,
  texts: LetterTexts,
  title: string,
): void {
  flow.write(texts.instructionsTag, style.tag);
  flow.gap(8);
  flow.write(texts.instructionsTitle, style.title);
  flow.write(title, style.subtitle);
  flow.write(texts.preparedOn(longDate(letter.date, flow.language)), style.footer);
}

/**
 * The instructions page, from the letter as built in the language of the page (`letter`): its
 * documents, rules and addresses read in that language. `title` is the name of the letter sent.
 */
function drawInstructions(flow: Flow, letter: LetterDocument, title: string): void {
  const letterTexts = letterTextsIn(flow.language);
  drawInstructionsHeader(flow, letter, letterTexts, title);
  const { online, mailRules } = letter.instructions.sendTo;
  // A bureau's letter: its channels in order (a request of the file has no online route).
  if (online || mailRules.length > 0) {
    drawChannelInstructions(flow, letter, online, letterTexts);
    return;
  }
  const { documents, sendTo } = letter.instructions;
  const withDocuments = documents.length > 0;
  flow.gap(18);
  drawSendToBox(flow, letter, letterTexts);
  flow.gap(22);

  const steps: ((indent: number) => void)[] = [
    (indent) => flow.write(letterTexts.steps.print, style.body, indent),
    (indent) => flow.write(letterTexts.steps.sign, style.body, indent),
    (indent) => {
      if (!withDocuments) {
        flow.write(letterTexts.steps.attachNothing, style.body, indent);
        return;
      }
      flow.write(letterTexts.steps.attach, style.body, indent);
      flow.gap(3);
      for (const document of documents) bullet(flow, document, indent);
    },
    (indent) => {
      if (sendTo.fax) {
        flow.write(letterTexts.steps.fax(sendTo.fax, withDocuments), style.bodyBold, indent);
        if (sendTo.faxNote) {
          flow.gap(3);
          flow.write(sendTo.faxNote, style.body, indent);
          flow.write(letterTexts.steps.faxFallback(withDocuments), style.body, indent);
          flow.gap(3);
          flow.writeLines(sendTo.mailAddress, style.body, indent + 14);
        }
      } else if (sendTo.complaintPage) {
        const { site, page, intake, phone } = sendTo.complaintPage;
        flow.write(letterTexts.steps.fileThroughSite(site, page), style.bodyBold, indent);
        flow.gap(3);
        flow.write(letterTexts.steps.intake(intake), style.body, indent);
        if (phone) flow.write(letterTexts.steps.questionsPhone(phone), style.body, indent);
      } else if (letter.recipient.addressLines.length === 0) {
        // No address on file (a consumer office we could not confirm one for): the lines to send
        // to are its name and what to do instead, never "the address on the letter".
        flow.writeLines(sendTo.mailAddress, style.bodyBold, indent);
      } else {
        const why = sendTo.unconfirmedFax
          ? letterTexts.steps.mailUnconfirmedFax(sendTo.unconfirmedFax, withDocuments)
          : letterTexts.steps.mail(withDocuments);
        flow.write(why, style.body, indent);
        flow.gap(3);
        flow.writeLines(sendTo.mailAddress, style.bodyBold, indent + 14);
      }
    },
    (indent) =>
      flow.write(
        sendTo.fax
          ? letterTexts.steps.keepFax(withDocuments)
          : sendTo.complaintPage
            ? letterTexts.steps.keepFiled(withDocuments)
            : letterTexts.steps.keepMail(withDocuments),
        style.body,
        indent,
      ),
  ];
  steps.forEach((step, index) => {
    flow.keep(lineHeight(style.body) * 2);
    const top = flow.y;
    flow.write(`${index + 1}.`, style.bodyBold);
    flow.y = top;
    step(STEP_INDENT);
    flow.gap(10);
  });
}

/**
 * The instructions of a letter a bureau takes online (decisions.md section 5): the online route
 * first, then mail ("copies, never originals"), then fax only where a number is confirmed, then
 * what to include, with the bureau's own rules on identification.
 */
function drawChannelInstructions(
  flow: Flow,
  letter: LetterDocument,
  online: LetterOnlineRoute | null,
  letterTexts: LetterTexts,
): void {
  const { documents, documentRules = [], sendTo } = letter.instructions;
  const withDocuments = documents.length > 0;
  const text = letterTexts.channels;
  if (online) {
    flow.gap(12);
    flow.write(text.why(inLanguage(CANADA_POST_STOPPAGES, flow.language)), style.note);
  }

  let section = 0;
  const heading = (title: string) => {
    section += 1;
    flow.gap(12);
    flow.keep(lineHeight(style.heading) + lineHeight(style.step) * 2);
    flow.write(`${section}. ${title}`, style.heading);
    flow.gap(3);
  };

  if (online) {
    heading(text.onlineHeading);
    bullet(flow, text.openSite(online.site, online.page), STEP_INDENT, style.step);
    for (const line of [...online.form, ...online.rules]) {
      bullet(flow, line, STEP_INDENT, style.step);
    }
    // The dispute text to paste exists for the letters that carry their dispute (not a follow-up).
    if (letter.dispute) bullet(flow, text.paste, STEP_INDENT, style.step);
    if (withDocuments) bullet(flow, text.uploadDocuments, STEP_INDENT, style.step);
  }

  heading(text.mailHeading);
  bullet(flow, text.printAndSign, STEP_INDENT, style.step);
  for (const line of sendTo.mailRules) bullet(flow, line, STEP_INDENT, style.step);
  bullet(flow, text.mailTo(withDocuments), STEP_INDENT, style.step);
  flow.writeLines(sendTo.mailAddress, style.stepBold, STEP_INDENT + 30);
  flow.gap(2);
  bullet(flow, letterTexts.steps.keepMail(withDocuments), STEP_INDENT, style.step);

  // Only a confirmed number reaches a letter's instructions (parts.ts): none for the bureaus today.
  if (sendTo.fax) {
    heading(text.faxHeading);
    bullet(flow, text.faxTo(sendTo.fax, withDocuments), STEP_INDENT, style.step);
  }

  flow.gap(12);
  flow.keep(lineHeight(style.heading) + lineHeight(style.step) * 2);
  flow.write(text.documentsHeading, style.heading);
  flow.gap(3);
  if (!withDocuments) flow.write(text.noDocuments, style.step, STEP_INDENT);
  for (const document of documents) bullet(flow, document, STEP_INDENT, style.step);
  for (const rule of documentRules) {
    flow.gap(2);
    flow.write(rule, style.note, STEP_INDENT);
  }
}

function drawSendToBox(flow: Flow, letter: LetterDocument, letterTexts: LetterTexts): void {
  const { sendTo } = letter.instructions;
  const padding = 14;
  const inner = CONTENT_WIDTH - 2 * padding;
  const site = sendTo.complaintPage;
  const label = sendTo.fax
    ? letterTexts.sendByFax
    : site
      ? letterTexts.fileThroughSite
      : letterTexts.sendByMail;
  const mainStyle = sendTo.fax ? style.boxFax : style.boxText;
  const mainLines = sendTo.fax
    ? [sendTo.fax]
    : site
      ? [...sendTo.mailAddress, letterTexts.siteAndPage(site.site, site.page)]
      : sendTo.mailAddress;
  const caution = sendTo.fax && sendTo.faxNote ? letterTexts.boxFaxCaution : null;
  const height =
    2 * padding +
    flow.measure(label.toUpperCase(), style.boxLabel, inner) +
    4 +
    mainLines.reduce((sum, line) => sum + flow.measure(line, mainStyle, inner), 0) +
    (caution ? 4 + flow.measure(caution, style.note, inner) : 0);
  flow.keep(height);
  flow.box(MARGIN, flow.y, CONTENT_WIDTH, height);
  flow.gap(padding);
  flow.write(label.toUpperCase(), style.boxLabel, padding, inner);
  flow.gap(4);
  flow.writeLines(mainLines, mainStyle, padding);
  if (caution) {
    flow.gap(4);
    flow.write(caution, style.note, padding, inner);
  }
  flow.gap(padding);
}

function bullet(flow: Flow, text: string, indent: number, textStyle: TextStyle = style.body): void {
  flow.keep(lineHeight(textStyle));
  const top = flow.y;
  flow.write('•', textStyle, indent + 4);
  flow.y = top;
  flow.write(text, textStyle, indent + 16);
  flow.gap(2);
}

/** The vertical spaces of a letter, in points. */
interface Spacing {
  /** Between the sender, the date, the recipient and the subject. */
  block: number;
  afterSubject: number;
  afterSalutation: number;
  paragraph: number;
  /** Room to sign between the closing and the signature rule. */
  signature: number;
  beforeEnclosures: number;
}

const SPACING: Spacing = {
  block: 18,
  afterSubject: 12,
  afterSalutation: 8,
  paragraph: 8,
  signature: 36,
  beforeEnclosures: 18,
};

/** Tighter, still readable and signable: for a letter that would spill a few lines onto page 2. */
const COMPACT_SPACING: Spacing = {
  block: 11,
  afterSubject: 8,
  afterSalutation: 6,
  paragraph: 5,
  signature: 30,
  beforeEnclosures: 10,
};

/** How many of the body's last lines stay on the page of the closing and signature. */
const LINES_KEPT_WITH_CLOSING = 2;

/** The letter's heading lines: sender, date, recipient, subject, then the salutation. */
function headingBlocks(letter: LetterDocument): { lines: string[]; style: TextStyle }[] {
  const { sender, recipient } = letter;
  const letterTexts = letterTextsIn(letter.language);
  const recipientLines = [recipient.name, ...recipient.addressLines];
  // Only a fax the letter may go to is printed: how to send it is the instructions page's to say,
  // never the recipient block's (the recipient reads the letter, not the consumer).
  if (recipient.fax) {
    const note = recipient.faxNote ? ` (${recipient.faxNote})` : '';
    recipientLines.push(`${letterTexts.faxLine(recipient.fax)}${note}`);
  }
  return [
    {
      lines: [...sender.addressLines, ...sender.phones].concat(
        sender.email ? [letterTexts.emailLine(sender.email)] : [],
      ),
      style: style.body,
    },
    {
      lines: [letterTexts.dateLine(longDate(letter.date, letter.language), sender.city)],
      style: style.body,
    },
    { lines: recipientLines, style: style.body },
  ];
}

/** Height of the closing, the signature and the enclosure list, which never split. */
function tailHeight(flow: Flow, letter: LetterDocument, spacing: Spacing): number {
  const letterTexts = letterTextsIn(letter.language);
  let height = lineHeight(style.body) * 2 + spacing.signature + 4;
  if (letter.enclosures.length > 0) {
    height += spacing.beforeEnclosures + 3;
    height += flow.measure(
      letterTexts.enclosures(letter.enclosures.length),
      style.body,
      CONTENT_WIDTH,
    );
    for (const enclosure of letter.enclosures) {
      height += flow.measure(enclosure, style.body, CONTENT_WIDTH - 16) + 2;
    }
  }
  return height;
}

/** The whole letter's height on an endless page, to choose its spacing. */
function letterHeight(flow: Flow, letter: LetterDocument, spacing: Spacing): number {
  let height = lineHeight(style.senderName);
  const blocks = headingBlocks(letter);
  for (const block of blocks) {
    height += block.lines.reduce(
      (sum, line) => sum + flow.measure(line, block.style, CONTENT_WIDTH),
      0,
    );
    height += spacing.block;
  }
  height += flow.measure(
    `${letterTextsIn(letter.language).subjectPrefix}${letter.subject}`,
    style.bodyBold,
    CONTENT_WIDTH,
  );
  height += spacing.afterSubject + lineHeight(style.body) + spacing.afterSalutation;
  for (const paragraph of letter.paragraphs) {
    height += flow.measure(paragraph, style.body, CONTENT_WIDTH) + spacing.paragraph;
  }
  return height + tailHeight(flow, letter, spacing);
}

/**
 * The letter itself. Layout rules (issue 14): a letter that fits one page at its normal spacing,
 * or at a tighter one, stays on one page; the closing, the signature and the enclosure list go
 * together, and always with at least the body's last lines, so no page holds them alone.
 */
function drawLetter(flow: Flow, letter: LetterDocument): void {
  const letterTexts = letterTextsIn(letter.language);
  const onePage = CONTENT_BOTTOM - flow.y;
  const spacing =
    letterHeight(flow, letter, SPACING) > onePage &&
    letterHeight(flow, letter, COMPACT_SPACING) <= onePage
      ? COMPACT_SPACING
      : SPACING;

  flow.write(letter.sender.fullName, style.senderName);
  for (const block of headingBlocks(letter)) {
    flow.writeLines(block.lines, block.style);
    flow.gap(spacing.block);
  }
  flow.write(`${letterTexts.subjectPrefix}${letter.subject}`, style.bodyBold);
  flow.gap(spacing.afterSubject);
  flow.write(letter.salutation, style.body);
  flow.gap(spacing.afterSalutation);

  drawBody(flow, letter, spacing);

  flow.write(letter.closing, style.body);
  flow.gap(spacing.signature);
  flow.rule(MARGIN, 220);
  flow.gap(4);
  flow.write(letter.signatureName, style.body);

  if (letter.enclosures.length > 0) {
    flow.gap(spacing.beforeEnclosures);
    flow.write(letterTexts.enclosures(letter.enclosures.length), style.body);
    flow.gap(3);
    for (const enclosure of letter.enclosures) bullet(flow, enclosure, 0);
  }
}

/**
 * The body paragraphs, line by line. A paragraph starts on a new page unless two of its lines fit;
 * the body's last lines move to the next page with the closing when the closing, the signature and
 * the enclosures would not fit after them.
 */
function drawBody(flow: Flow, letter: LetterDocument, spacing: Spacing): void {
  const height = lineHeight(style.body);
  const paragraphs = letter.paragraphs.map((paragraph) =>
    flow.type.layout(flow.typeset(paragraph), style.body, CONTENT_WIDTH),
  );
  const totalLines = paragraphs.reduce((sum, lines) => sum + lines.length, 0);
  const tail = tailHeight(flow, letter, spacing);
  let drawn = 0;
  paragraphs.forEach((lines, index) => {
    flow.keep(Math.min(lines.length, 2) * height);
    lines.forEach((line, lineIndex) => {
      const left = totalLines - drawn;
      if (left === LINES_KEPT_WITH_CLOSING || (lineIndex === 0 && left < LINES_KEPT_WITH_CLOSING)) {
        // The last lines, the gaps between them and the whole tail must share a page.
        const gaps = index < paragraphs.length - 1 ? spacing.paragraph : 0;
        flow.keep(left * height + gaps + spacing.paragraph + tail);
      }
      flow.keep(height);
      flow.type.drawLine(line, MARGIN, flow.y + height * 0.8, style.body);
      flow.y += height;
      drawn += 1;
    });
    flow.gap(spacing.paragraph);
  });
}

/** Footer on every letter page: who and when on the left, the page count on the right. */
function drawFooters(
  doc: PDFKit.PDFDocument,
  type: Typesetter,
  letter: LetterDocument,
  firstPage: number,
): void {
  const { count } = doc.bufferedPageRange();
  const pages = count - firstPage;
  const letterTexts = letterTextsIn(letter.language);
  const left = `${letter.sender.fullName} — ${longDate(letter.date, letter.language)}`;
  for (let page = firstPage; page < count; page++) {
    doc.switchToPage(page);
    const pageLabel = letterTexts.pageOf(page - firstPage + 1, pages);
    const [leftLine] = type.layout(left, style.footer, CONTENT_WIDTH / 2);
    const [rightLine] = type.layout(pageLabel, style.footer, CONTENT_WIDTH / 2);
    if (leftLine) type.drawLine(leftLine, MARGIN, FOOTER_BASELINE, style.footer);
    if (rightLine) {
      type.drawLine(
        rightLine,
        PAGE.width - MARGIN - rightLine.width,
        FOOTER_BASELINE,
        style.footer,
      );
    }
  }
}

/**
 * Renders a letter: an instructions page for the consumer, then the letter itself. The same
 * input always gives the same bytes: the PDF's dates come from the letter's date, and pdfkit's
 * file id and font tags derive from its contents. The letter is in its own language; the
 * instructions page is drawn from `instructions`, the same letter built in the language of the
 * request (issue 15), so its steps, documents and addresses all read in that language.
 */
export async function renderLetterPdf(
  letter: LetterDocument,
  instructions: LetterDocument = letter,
): Promise<Buffer> {
  const letterTexts = letterTextsIn(letter.language);
  // Noon UTC: the date reads the same in every Canadian time zone.
  const created = new Date(`${letter.date}T12:00:00Z`);
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    bufferPages: true,
    lang: letterTexts.pdfLanguage,
    displayTitle: true,
    info: {
      Title: letter.title,
      Author: letter.sender.fullName,
      Subject: `${letterTexts.subjectPrefix}${letter.subject}`,
      CreationDate: created,
      ModDate: created,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const type = new Typesetter(doc);
  const flow = new Flow(doc, type);
  flow.language = instructions.language;
  drawInstructions(flow, instructions, letter.title);
  flow.newPage();
  flow.language = letter.language;
  const firstLetterPage = doc.bufferedPageRange().count - 1;
  drawLetter(flow, letter);
  drawFooters(doc, type, letter, firstLetterPage);
  doc.end();
  return done;
}
