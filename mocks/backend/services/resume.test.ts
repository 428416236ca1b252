import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMockServer } from '../../node.ts';
import { createTestClient, rpcFailure } from '../../testing/client.ts';
import { AppointmentType, RegistrationTypeId, ResumeItemStatus, SkillLevel } from '@pidz/contracts';

const mock = createMockServer();
const client = createTestClient();

beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => mock.reset());
afterAll(() => mock.server.close());

const TURKS = '7f1c2a9e-3b1d-4c55-9a51-0c2f6b9b1a09';
const POOLS = '7f1c2a9e-3b1d-4c55-9a51-0c2f6b9b1a08';

describe('languages on the resume', () => {
  it('lists the languages in Dutch with stable uuids', async () => {
    const languages = await client.language.getAll();
    expect(languages.length).toBeGreaterThanOrEqual(40);
    expect(languages.slice(0, 3)).toEqual([
      { uuid: '7f1c2a9e-3b1d-4c55-9a51-0c2f6b9b1a01', display_name: 'Nederlands' },
      { uuid: '7f1c2a9e-3b1d-4c55-9a51-0c2f6b9b1a02', display_name: 'Engels' },
      { uuid: '7f1c2a9e-3b1d-4c55-9a51-0c2f6b9b1a03', display_name: 'Duits' },
    ]);
    expect(languages).toContainEqual({ uuid: TURKS, display_name: 'Turks' });
    expect(languages.map((language) => language.display_name)).toContain('Papiaments');
  });

  it('creates, updates and removes a language skill, and the resume follows', async () => {
    const created = await client.language_skill.create({
      languageSkillModel: { language_uuid: TURKS, skill_level: SkillLevel.BASIC },
    });
    expect(created).toMatchObject({
      language_name: 'Turks',
      skill_level: SkillLevel.BASIC,
      status: ResumeItemStatus.NEW,
    });
    expect((await client.resume.getResume()).languages).toContainEqual(created);

    const updated = await client.language_skill.update({
      languageSkillModel: {
        id: created.id,
        language_uuid: POOLS,
        skill_level: SkillLevel.PROFESSIONAL,
      },
    });
    expect(updated).toMatchObject({
      id: created.id,
      language_name: 'Pools',
      skill_level: SkillLevel.PROFESSIONAL,
      status: ResumeItemStatus.NEW,
    });
    expect((await client.resume.getResume()).languages).toContainEqual(updated);

    await expect(client.language_skill.remove({ languageSkillId: created.id })).resolves.toBe(true);
    const ids = (await client.resume.getResume()).languages.map((skill) => skill.id);
    expect(ids).not.toContain(created.id);
  });

  it('answers 600 for an unknown id and for an approved skill', async () => {
    const unknown = await rpcFailure(
      client.language_skill.update({
        languageSkillModel: { id: 999_999, language_uuid: TURKS, skill_level: SkillLevel.NATIVE },
      }),
    );
    expect(unknown.code).toBe(600);
    const approved = (await client.resume.getResume()).languages.find(
      (skill) => skill.status === ResumeItemStatus.APPROVED,
    );
    const locked = await rpcFailure(
      client.language_skill.update({
        languageSkillModel: {
          id: approved?.id ?? 0,
          language_uuid: TURKS,
          skill_level: SkillLevel.NATIVE,
        },
      }),
    );
    expect(locked.code).toBe(600);
    expect(
      (await rpcFailure(client.language_skill.remove({ languageSkillId: 999_999 }))).code,
    ).toBe(600);
  });

  it('completes the add_languageskill_dutch task when Dutch is added', async () => {
    mock.reset({ scenario: 'empty' });
    const dutchTask = async () =>
      (await client.freelancer.getInactiveTaskList()).find(
        (task) => task.code === 'add_languageskill_dutch',
      );
    expect(await dutchTask()).toEqual({ code: 'add_languageskill_dutch', is_completed: false });
    await client.language_skill.create({
      languageSkillModel: {
        language_uuid: '7f1c2a9e-3b1d-4c55-9a51-0c2f6b9b1a01',
        skill_level: SkillLevel.NATIVE,
      },
    });
    expect(await dutchTask()).toEqual({ code: 'add_languageskill_dutch', is_completed: true });
  });
});

describe('the other resume sections', () => {
  it('adds a work experience with status NEW and sends an edited one back for review', async () => {
    const model = {
      function_name: 'Verpleegkundige',
      sector_id: 1,
      appointment_type: AppointmentType.TEMPORARY,
      institution_name: 'Zorggroep De Linde',
      institution_place: 'Utrecht',
      start_date: '2020-01-01',
      end_date: '2021-06-30',
      is_current: false,
    };
    const created = await client.work_experience.create({ workExperienceModel: model });
    expect(created).toMatchObject({
      status: ResumeItemStatus.NEW,
      description: null,
      end_date: '2021-06-30',
    });
    const edited = await client.work_experience.update({
      workExperienceModel: {
        ...model,
        id: created.id,
        is_current: true,
        description: 'Avonddiensten',
      },
    });
    expect(edited).toMatchObject({
      is_current: true,
      end_date: null,
      description: 'Avonddiensten',
    });
  });

  it('names the registration type and toggles a competency', async () => {
    const registration = await client.registration.create({
      registrationModel: {
        type_id: RegistrationTypeId.SKJ,
        registration_number: '123456789',
        acquired_at: '2024-02-01',
      },
    });
    expect(registration.type).toEqual({ id: RegistrationTypeId.SKJ, name: 'SKJ' });
    const [competency] = (await client.resume.getResume()).competencies;
    const toggled = await client.competency.updateCompetency({
      model: { id: competency?.id ?? 0, is_experienced: !competency?.is_experienced },
    });
    expect(toggled.is_experienced).toBe(!competency?.is_experienced);
  });
});
